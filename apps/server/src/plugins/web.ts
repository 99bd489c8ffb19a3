import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { HTML_LANG, type Language, readCookie, SCREEN, SESSION_COOKIE } from '@kala/contract';
import { requestLanguage } from '../lib/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The pages the web build's renderer draws on the server (apps/web/src/entry-server.tsx);
 * docs/product.md#screens-and-routes paths.
 */
const SERVER_RENDERED_PAGES = [
  '/',
  '/products',
  '/products/:id',
  '/product/:id',
  '/profile/:id',
  '/tags/:tag',
  // A signed-in person's own, drawn for them only (docs/decisions/0033-signed-in-pages-drawn-by-the-server.md).
  '/notifications',
  '/messages',
  '/chat/:peerId',
  '/me/orders',
  '/me/sales',
  '/me/studio',
];

/** What a page says of itself in <head>: its name, its description and the share tags to add after them. */
export interface PageHead {
  /** The page's own name ('Monsoon'); the <title> adds the app's. */
  title: string;
  description: string;
  /** Ready-made tags (canonical, Open Graph, JSON-LD), escaped by their maker. */
  tags: string;
}

/**
 * The pages whose <head> says what a shared link shows, by route (`/products/:id`): the head for the path's one
 * parameter, or null for an unknown artwork or person. They are rendered too, when the build has a renderer. The
 * share feature makes them (features/share/share-meta.ts); app.ts passes them in, so this plugin needs no feature.
 */
export type SharedPages = Record<string, (param: string) => Promise<PageHead | null>>;

/**
 * Files of the installable app (apps/web/vite.config.ts) that are never answered with the shell when missing: a
 * browser that finds HTML at its service worker's address keeps the old worker, and a 404 retires it.
 */
const APP_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

/** The web build's page renderer (apps/web/src/entry-server.tsx, built into `<webDist>/ssr`). */
interface PageRenderer {
  renderPage(
    url: URL,
    fetchApi: typeof fetch,
    language: Language,
    viewer: PageViewer | null,
  ): Promise<{ html: string; state: string; title: string } | null>;
}

/** The person a page is drawn for: their token, verified, and who it names. */
interface PageViewer {
  token: string;
  userId: string;
}

/**
 * Who the session cookie names, when its token checks out as the API would check it (signature, expiry, the
 * account's session version, suspension): a page is drawn with their data only then. The cookie is read here, for
 * drawing pages, and nowhere else: the API takes its token from the Authorization header only.
 */
export type PageViewerCheck = (token: string) => Promise<{ id: string } | null>;

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every client route. The listing
 * and an artwork's page come with their markup when the build has a renderer: they show before the app's code
 * has run, and search engines and link previews read them.
 */
export async function registerWeb(
  app: FastifyInstance,
  { webDist, sharedPages, checkViewer }: { webDist: string; sharedPages: SharedPages; checkViewer: PageViewerCheck },
): Promise<void> {
  const viewerOf = async (request: FastifyRequest): Promise<PageViewer | null> => {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE);
    const user = token ? await checkViewer(token) : null;
    return token && user ? { token, userId: user.id } : null;
  };
  const indexFile = path.join(webDist, 'index.html');
  /** The page's share tags, or null for a page without them (or an unknown artwork or person). */
  const pageHead = (request: FastifyRequest): Promise<PageHead | null> => {
    const find = sharedPages[request.routeOptions.url ?? ''];
    // The page's one parameter: an artwork's or person's id, or a tag.
    const [id] = Object.values(request.params as Record<string, string | undefined>);
    return find && id !== undefined ? find(id) : Promise.resolve(null);
  };
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // A wildcard route finds files added by a later build; a missing file falls through to index.html below.
      wildcard: true,
      index: 'index.html',
      // The renderer is the server's code, not the browser's.
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      // The build wrote `.br` and `.gz` beside each text file (apps/web/build-plugins.ts): sent as they are, with
      // Vary: Accept-Encoding; the rest is compressed per request by @fastify/compress.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        // Everything else (the service worker among them) is checked with the server on every use: a release's
        // new sw.js, index.html or manifest is picked up at once.
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const renderer = await loadRenderer(app, webDist);
    const render = renderer ? renderWith(app, renderer) : null;
    const pages = new Set([...(render ? SERVER_RENDERED_PAGES : []), ...Object.keys(sharedPages)]);
    for (const page of pages) {
      app.get(page, async (request, reply) => {
        // Drawn for a visitor, or for the person the session cookie names.
        const drawn = render !== null && SERVER_RENDERED_PAGES.includes(page);
        const viewer = drawn ? await viewerOf(request) : null;
        const [rendered, meta] = await Promise.all([drawn ? render(request, viewer) : null, pageHead(request)]);
        // The same URL is drawn for whom its cookie names: caches keep them apart.
        if (rendered === null && meta === null && !(page in sharedPages)) {
          return sendShell(reply.header('Vary', 'Cookie'), webDist);
        }
        // Read each time, as the plain shell is: a build written after the server started names other files.
        const shell = await readFile(indexFile, 'utf8');
        // No such artwork or person (or no longer): crawlers drop the address; people see the app's not-found page.
        if (rendered === null && meta === null) reply.status(404);
        const language = requestLanguage(request);
        return (
          reply
            // A page drawn for a signed-in person is theirs alone: no shared cache may keep it.
            .header('Cache-Control', rendered && viewer ? 'private, no-cache' : 'no-cache')
            .header('Vary', 'Accept-Language, Cookie')
            .type('text/html; charset=utf-8')
            .send(withLanguage(pageHtml(shell, rendered, meta), rendered ? language : 'en'))
        );
      });
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const notAPage = url.startsWith('/api/') || url === '/api' || url.startsWith('/media/') || APP_FILES.has(url);
    if (!notAPage && hasWeb && (request.method === 'GET' || request.method === 'HEAD'))
      return sendShell(reply, webDist);
    return reply.status(404).send({ message: `No such endpoint: ${request.method} ${url}`, code: 'not_found' });
  });
}

function sendShell(reply: FastifyReply, webDist: string) {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
}

async function loadRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  const file = path.join(webDist, 'ssr', 'entry-server.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as PageRenderer;
  } catch (error) {
    // A broken renderer must not keep the site down: every page is then drawn in the browser, as without one.
    app.log.error({ err: error }, 'the web build’s page renderer could not be loaded; pages are drawn in the browser');
    return null;
  }
}

interface RenderedPage {
  html: string;
  state: string;
  title: string;
}

/**
 * A page the web build's renderer drew (its markup, state and title), or null to send the plain shell: not a page
 * it draws, its data could not be loaded, or it failed.
 */
function renderWith(app: FastifyInstance, renderer: PageRenderer) {
  // The renderer's API requests are answered by this server's own routes, in process, as the browser's would be:
  // with the viewer's token in the Authorization header (none for a visitor's page, which then shares the public
  // read cache). It only reads: always a GET.
  const fetchApiFor =
    (viewer: PageViewer | null): typeof fetch =>
    async (input, init) => {
      const res = await app.inject({
        method: 'GET',
        url: String(input),
        headers: viewer
          ? { accept: 'application/json', authorization: `Bearer ${viewer.token}` }
          : { accept: 'application/json' },
        ...(init?.signal ? { signal: init.signal } : {}),
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
    };

  return async (request: FastifyRequest, viewer: PageViewer | null): Promise<RenderedPage | null> => {
    try {
      const url = new URL(request.url, 'http://kala.local');
      return await renderer.renderPage(url, fetchApiFor(viewer), requestLanguage(request), viewer);
    } catch (error) {
      // The browser can still draw the page: a rendering bug costs speed, never the page.
      request.log.error({ err: error }, 'server rendering failed; the shell is sent instead');
      return null;
    }
  };
}

/**
 * index.html with what the server knows of the page: the rendered markup in #root with its state for hydration
 * after it (preload.js left out: it starts a page's data and image while the app's code downloads, and here both
 * are in the page already), and the title, description and share tags in <head>.
 */
function pageHtml(shell: string, page: RenderedPage | null, meta: PageHead | null): string {
  if (!page && !meta) return shell;
  const rootStart = shell.indexOf('<div id="root">');
  const bodyEnd = shell.lastIndexOf('</body>');
  const headEnd = shell.indexOf('</head>');
  if (rootStart < 0 || bodyEnd < rootStart || headEnd < 0 || headEnd > rootStart) {
    throw new Error('index.html has no </head> and <div id="root"> before </body>');
  }
  const title = page?.title ?? (meta ? SCREEN.app.pageTitle(meta.title) : null);
  let head = shell.slice(0, headEnd);
  if (title) head = head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  if (meta) {
    head = head.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    );
    head += `  ${meta.tags}\n  `;
  }
  if (page) head = head.replace('<script async src="/preload.js"></script>', '');
  const beforeRoot = shell.slice(headEnd, rootStart);
  if (!page) return `${head}${shell.slice(headEnd)}`;
  return `${head}${beforeRoot}<div id="root">${page.html}</div>
    <script type="application/json" id="kala-page-state">${page.state}</script>
  ${shell.slice(bodyEnd)}`;
}

/** The page's <html lang> for a page rendered in `language` (index.html says Indian English). */
function withLanguage(html: string, language: Language): string {
  if (language === 'en') return html;
  const lang = `lang="${HTML_LANG[language]}"`;
  return /<html[^>]*\slang="[^"]*"/.test(html)
    ? html.replace(/(<html[^>]*\s)lang="[^"]*"/, `$1${lang}`)
    : html.replace(/<html(?=[\s>])/, `<html ${lang}`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
