/** A tag's page (issue 18): /tags/{tag}, the tag as stored (no '#'). */
export function tagPath(tag: string): string {
  return `/tags/${encodeURIComponent(tag)}`;
}
