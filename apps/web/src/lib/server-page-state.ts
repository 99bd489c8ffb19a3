// The state a page rendered on the server hands to the app (entry-server.tsx → main.tsx): the router's data for
// the matched routes and the queries the page was rendered with, so the first render in the browser draws
// exactly the server's markup (hydration) without asking for the data again.
//
// It travels in `<script type="application/json" id="kala-page-state">`: data, not a script, so the
// Content-Security-Policy (scripts from this origin only) allows it.

import type { DehydratedState } from '@tanstack/react-query';

export const PAGE_STATE_ELEMENT_ID = 'kala-page-state';

export interface ServerPageState {
  /** The router's loaderData by route id (every loader answers null on the server). */
  loaderData: Record<string, unknown>;
  queries: DehydratedState;
  /** When the server rendered the page (ms since the epoch): hydration measures "3 hours ago" from it. */
  renderedAt: number;
  /** The id of the person the page was drawn for (their session cookie's verified token); null: a visitor. */
  viewer: string | null;
}

/**
 * JSON safe inside a <script> element: `<` is escaped, so no text of the data (an artwork titled
 * `</script><script>…`) can end the element; U+2028 and U+2029 too, which older parsers took as line ends.
 */
export function serializePageState(state: ServerPageState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server rendered this page with, or null (a page drawn in the browser, or unreadable state). */
export function readPageState(doc: Document): ServerPageState | null {
  const element = doc.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as ServerPageState;
    if (!state || typeof state !== 'object' || !state.queries || typeof state.renderedAt !== 'number') return null;
    return { ...state, viewer: typeof state.viewer === 'string' ? state.viewer : null };
  } catch {
    return null;
  }
}
