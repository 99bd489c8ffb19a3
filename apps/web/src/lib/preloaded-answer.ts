// The answer to a page's first request that public/preload.js started while the app's code downloaded (a
// signed-in person's home feed, asked with their token): the app's own first request of that URL with that token
// takes it instead of asking again. preload.js cannot import the app; src/lib/preload.test.ts holds the two
// together.

declare global {
  interface Window {
    /** The request public/preload.js started for this page, until the app takes its answer. */
    __kalaFirstAnswer?: { url: string; token: string | null; answer: Promise<Response> };
  }
}

/** The answer preload.js has for a GET of `url` sent with `token`, once; undefined when it asked nothing such. */
export function takePreloadedAnswer(url: string, token: string | null): Promise<Response> | undefined {
  const started = typeof window === 'undefined' ? undefined : window.__kalaFirstAnswer;
  if (!started || started.url !== url || started.token !== token) return undefined;
  window.__kalaFirstAnswer = undefined;
  return started.answer;
}
