import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * Security headers on every answer (pages, API, media): helmet's, with a Content-Security-Policy that allows
 * scripts from this origin only.
 *
 * Why not @fastify/helmet: it runs helmet's middleware on every request, and helmet rebuilds every header from
 * its options each time (the CSP is parsed and re-serialized per answer). A profile of cached listing and search
 * answers had that at about 7 % of the server's time. Kala's headers never vary by request (no CSP nonces), so
 * helmet runs once here, at start, and each answer gets the headers it produced. docs/decisions/0006.
 */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Tailwind and Radix set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // 'self' covers the chat socket (ws:/wss: to this origin) in current browsers (CSP Level 3).
      connectSrc: ["'self'"],
      // The installable app: its service worker and web app manifest (apps/web/vite.config.ts), from the origin.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  // frame-ancestors 'none' above forbids framing; helmet's X-Frame-Options: SAMEORIGIN would allow this origin.
  xFrameOptions: false,
};

/**
 * The headers for this configuration: with Razorpay configured, its Checkout script, the frames it opens and
 * the API it calls are allowed too (docs/payments.md); without it, nothing outside this origin.
 */
export function helmetOptions(config: Pick<Config, 'razorpay'>): Readonly<HelmetOptions> {
  if (!config.razorpay) return HELMET_OPTIONS;
  const checkout = new URL(config.razorpay.checkoutUrl).origin;
  const api = new URL(config.razorpay.apiUrl).origin;
  const directives = (HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[]> }).directives;
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: {
      directives: {
        ...directives,
        scriptSrc: [...(directives.scriptSrc ?? []), checkout],
        frameSrc: [checkout, api],
        connectSrc: [...(directives.connectSrc ?? []), checkout, api],
      },
    },
  };
}

/** The headers helmet sets for these options, and those it removes (X-Powered-By). */
export function helmetHeaders(options: Readonly<HelmetOptions>): { set: Record<string, string>; removed: string[] } {
  const set: Record<string, string> = {};
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete set[name.toLowerCase()];
      removed.push(name.toLowerCase());
    },
  };
  let failure: unknown;
  // helmet's middleware is synchronous; it reports a bad option through `next`.
  helmet(options as HelmetOptions)({} as never, response as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return { set, removed };
}

export function registerSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions> = HELMET_OPTIONS) {
  const { set, removed } = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(set);
    for (const name of removed) reply.removeHeader(name);
    done();
  });
}
