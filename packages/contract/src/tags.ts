// Tags (docs/product.md#validation-rules): parsing and cleaning. Kept apart from the artwork schemas (artworks.ts): the
// web's artwork cards show cleaned tags, and this file has no zod in it, so a listing does not carry the schema
// library.

/** Upload tags (docs/product.md#validation-rules): comma separated, trimmed, empties dropped. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

/**
 * Admin tags (docs/product.md#validation-rules): trimmed, with exactly one leading '#'. Returns null for an empty tag
 * (ignored).
 */
export function normaliseAdminTag(raw: string): string | null {
  const bare = stripTagHash(raw);
  return bare === '' ? null : `#${bare}`;
}

/**
 * Admin tag input (docs/product.md#validation-rules): added on comma or Enter; empties ignored; duplicates not added.
 */
export function addAdminTags(existing: readonly string[], input: string): string[] {
  const tags = [...existing];
  for (const part of input.split(',')) {
    const tag = normaliseAdminTag(part);
    if (tag !== null && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/** A tag as stored: no leading '#' (screens add it), trimmed. */
export function stripTagHash(tag: string): string {
  return tag.trim().replace(/^#+/, '').trim();
}

/**
 * Tags of a request body, as stored: each entry may itself be comma-joined (the admin form sends one
 * comma-joined string), '#' stripped, empties and duplicates dropped.
 */
export function cleanTags(entries: readonly string[]): string[] {
  const tags: string[] = [];
  for (const entry of entries) {
    for (const part of parseTags(entry)) {
      const tag = stripTagHash(part);
      if (tag !== '' && !tags.includes(tag)) tags.push(tag);
    }
  }
  return tags;
}
