import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The pages the web build's renderer draws on the server (apps/web/src/entry-server.tsx); spec §2's paths. */
const SERVER_RENDERED_PAGES = ['/products', '/products/:id', '/product/:id'];

/**
 * Files of the installable app (apps/web/vite.config.ts) that are never answered with the shell when missing: a
 * browser that finds HTML at its service worker's address keeps the old worker, and a 404 retires it.
 */
const APP_FILES = new Set(['/sw.js', '/manifest.webmanifest']);

/** The web build's page renderer (apps/web/src/entry-server.tsx, built into `<webDist>/ssr`). */
interface PageRenderer {
  renderPage(url: URL, fetchApi: typeof fetch): Promise<{ html: string; state: string; title: string } | null>;
}

/**
 * Serves the built React app: hashed assets cached for a year, index.html for every client route. The listing
 * and an artwork's page come with their markup when the build has a renderer: they show before the app's code
 * has run, and search engines and link previews read them.
 */
export async function registerWeb(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
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
    if (renderer) {
      const render = renderWith(app, renderer, indexFile);
      for (const page of SERVER_RENDERED_PAGES) {
        app.get(page, async (request, reply) => {
          const html = await render(request);
          if (html === null) return sendShell(reply, webDist);
          return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
        });
      }
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

/**
 * The whole HTML of a rendered page, or null to send the plain shell: index.html with the page's markup in #root,
 * its state for hydration after it, its title. preload.js is left out: it starts a page's data and image while
 * the app's code downloads, and here both are in the page already.
 */
function renderWith(app: FastifyInstance, renderer: PageRenderer, indexFile: string) {
  // The renderer's API requests are answered by this server's own routes, in process: no token (a visitor's
  // page), the same answers and public read cache as the browser's requests. It only reads: always a GET.
  const fetchApi: typeof fetch = async (input, init) => {
    const res = await app.inject({
      method: 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
      ...(init?.signal ? { signal: init.signal } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
  };

  return async (request: FastifyRequest): Promise<string | null> => {
    try {
      const page = await renderer.renderPage(new URL(request.url, 'http://kala.local'), fetchApi);
      if (!page) return null;
      // Read each time, as the plain shell is: a build written after the server started names other files.
      const shell = await readFile(indexFile, 'utf8');
      const rootStart = shell.indexOf('<div id="root">');
      const bodyEnd = shell.lastIndexOf('</body>');
      if (rootStart < 0 || bodyEnd < rootStart) throw new Error('index.html has no <div id="root"> before </body>');
      const head = shell
        .slice(0, rootStart)
        .replace('<script async src="/preload.js"></script>', '')
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
      return `${head}<div id="root">${page.html}</div>
    <script type="application/json" id="kala-page-state">${page.state}</script>
  ${shell.slice(bodyEnd)}`;
    } catch (error) {
      // The browser can still draw the page: a rendering bug costs speed, never the page.
      request.log.error({ err: error }, 'server rendering failed; the shell is sent instead');
      return null;
    }
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
