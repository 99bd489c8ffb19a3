// The one way the web talks to the server (docs/product.md#api-calls): base path /api, credentials sent, and the bearer
// token on every request when one exists. A non-2xx reply becomes an ApiError carrying the server's { message, code,
// fields } (docs/product.md#api-conventions).

import { PAGE_SIZE } from '@kala/contract';
import { expireSession, getToken } from './auth-store';
import { noteAnswer } from './offline-copy';
import { takePreloadedAnswer } from './preloaded-answer';

export const API_BASE = '/api';

/**
 * How a request reaches the server: the browser's fetch. The server's page renderer (entry-server.tsx) answers
 * the same requests in its own process, without a network hop, and sets its transport once at start.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/** A failed call: the HTTP status (0 when the server was not reached) and the server's error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Field name → message, for forms to show beside their fields. */
  readonly fields: Readonly<Record<string, string>>;
  /** The server's own `message`, when the reply had one (screens show it, else their fallback text). */
  readonly serverMessage: string | undefined;
  /** The whole error reply, for the few answers that carry more (a checkout's `priceChange`). */
  readonly body: unknown;

  constructor(
    status: number,
    body: { message?: string; code?: string; fields?: Record<string, string> } = {},
    rawBody?: unknown,
  ) {
    super(body.message ?? (status === 0 ? 'Network error' : `Request failed with status ${status}`));
    this.status = status;
    this.code = body.code ?? (status === 0 ? 'network_error' : 'unknown');
    this.fields = body.fields ?? {};
    this.serverMessage = body.message;
    this.body = rawBody;
  }
}

/**
 * The server's message for `error` when there is one, else `fallback` (docs/product.md#messages "server message ...
 * else ...").
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}

export interface RequestOptions<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  /**
   * Query parameters; undefined and null values are left out. (A paged query's first page has no cursor: as
   * JSON, in a server-rendered page's state, its undefined becomes null.)
   */
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Extra request headers, e.g. a checkout's `Idempotency-Key`. */
  headers?: Record<string, string>;
  /**
   * Parses the answer; a reply that does not match rejects instead of handing odd data to a screen. A
   * LazySchema loads while the request is in flight.
   */
  schema: Parser<T> | LazySchema<T>;
  /**
   * Whether a 401 on a request that carried a token ends the session (default true). Off for login and
   * register, whose 401 means wrong credentials, not an expired session.
   */
  expireSessionOn401?: boolean;
}

/**
 * A schema loaded on first use, made by `lazySchemas` (below), the one way the web loads schemas: screens on the
 * first load of a page (the feed's like and save buttons) then do not carry the schemas and zod with them.
 */
export type LazySchema<T> = () => Promise<Parser<T>>;

/** What reads an answer: a contract schema (zod), or NOT_PARSED_ON_FIRST_LOAD. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * The one documented exception to parsing every answer: the guest home's first page of artworks, which a visitor's
 * first page asks for before anything else. Parsing it would add zod and the contract's schemas (about 30 kB
 * gzipped) to the first download of `/` (its budget: docs/decisions/0004). The server checks that answer against
 * the same contract schema before it sends it (its response schema); every later page is parsed here.
 */
export const NOT_PARSED_ON_FIRST_LOAD: Parser<never> = { parse: (data) => data as never };

/**
 * Schemas loaded on first use from a module of them: `const schema = lazySchemas(() => import('./x.schemas'))`,
 * then `{ schema: schema('thingSchema') }`. The screen's first download then carries neither them nor zod.
 */
export function lazySchemas<Schemas>(load: () => Promise<Schemas>) {
  return <K extends keyof Schemas>(name: K) =>
    (): Promise<Schemas[K]> =>
      load().then((schemas) => schemas[name]);
}

/** `/api` + path + query string. */
export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

function isErrorBody(value: unknown): value is { message?: string; code?: string; fields?: Record<string, string> } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A 401 to a call that sent a token ends the session (unless the call says otherwise). */
export function handleUnauthorized(
  status: number,
  sentToken: string | null,
  options: { expireSessionOn401?: boolean },
) {
  if (status === 401 && sentToken && options.expireSessionOn401 !== false) expireSession(sentToken);
}

/** The ApiError for a non-2xx reply, with the server's { message, code, fields } when it sent them. */
export function toApiError(status: number, body: unknown): ApiError {
  if (!isErrorBody(body)) return new ApiError(status);
  return new ApiError(
    status,
    {
      message: typeof body.message === 'string' ? body.message : undefined,
      code: typeof body.code === 'string' ? body.code : undefined,
      fields: isErrorBody(body.fields) ? (body.fields as Record<string, string>) : undefined,
    },
    body,
  );
}

/** Calls the API and returns the parsed JSON answer; throws ApiError on failure. */
export async function apiRequest<T>(path: string, options: RequestOptions<T>): Promise<T> {
  return (await send(path, options)).data;
}

/** One page of a long list and the cursor of the next page (null on the last page). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * The cursor of the next page from a `Link: <url>; rel="next"` header (docs/product.md#api-conventions), or null.
 * Only the cursor is kept: the caller asks for the next page with its own path and filters.
 */
export function nextCursorFromLink(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]*)>\s*;\s*rel="?next"?/i.exec(part);
    if (match) return new URL(match[1]!, 'http://kala.invalid').searchParams.get('cursor');
  }
  return null;
}

/**
 * GET of a paged list (`?limit=&cursor=`): the items and the next page's cursor from the Link header. The app always
 * names its page size (PAGE_SIZE.default unless the caller names one): a list asked without `limit` answers whole
 * (docs/decisions/0022-whole-lists.md), which is for clients that do not page.
 */
export async function apiPage<T = unknown>(
  path: string,
  options: Omit<RequestOptions<T[]>, 'method' | 'body'>,
): Promise<Page<T>> {
  const query = { ...options.query, limit: options.query?.limit ?? PAGE_SIZE.default };
  const { data, response } = await send(path, { ...options, query, method: 'GET' });
  return { items: data, nextCursor: nextCursorFromLink(response.headers.get('Link')) };
}

async function send<T>(path: string, options: RequestOptions<T>): Promise<{ data: T; response: Response }> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal, schema } = options;
  // Every answer is parsed (the type requires a schema; this catches callers the type check does not see).
  if (!schema) throw new Error(`api-client: ${method} ${path} has no schema for its answer`);
  const schemaReady = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // Awaited only after a successful answer; a failed load then surfaces there, never as an unhandled rejection.
  schemaReady.catch(() => {});
  const token = getToken();
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const url = apiUrl(path, query);
  let response: Response;
  try {
    // The page's first request may be under way already, started by public/preload.js with the same headers.
    const preloaded = method === 'GET' ? takePreloadedAnswer(url, token) : undefined;
    response = await (preloaded ?? transport(url, { method, headers, body: payload, signal, credentials: 'include' }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0);
  }

  noteAnswer(response);
  const data = await readJson(response);
  if (!response.ok) {
    handleUnauthorized(response.status, token, options);
    throw toApiError(response.status, data);
  }
  const parser = await schemaReady;
  return { data: parser.parse(data), response };
}

export const api = {
  get: <T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T = unknown>(path: string, body: unknown, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T = unknown>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
