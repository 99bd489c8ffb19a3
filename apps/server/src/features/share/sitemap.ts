// /sitemap.xml and /robots.txt (issue 18): the addresses search engines should know, artworks and the profiles of
// people who show art, with their last change. Past SITEMAP_FILE_LIMIT addresses of a kind, /sitemap.xml becomes an
// index of files (/sitemaps/artworks-1.xml, ...), as the protocol asks.

import type { Db } from '../../db/database';
import { countSitemapPages, listSitemapPages, type SitemapKind } from './sitemap.repository';

const KINDS: readonly SitemapKind[] = ['artworks', 'profiles'];
const PAGE_PATH: Record<SitemapKind, string> = { artworks: '/products/', profiles: '/profile/' };
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

function urlset(entries: { loc: string; lastmod?: string }[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

async function pageEntries(db: Db, publicUrl: string, kind: SitemapKind, index: number, limit: number) {
  const rows = await listSitemapPages(db, kind, index, limit);
  return rows.map((row) => ({
    loc: `${publicUrl}${PAGE_PATH[kind]}${encodeURIComponent(row.id)}`,
    lastmod: row.updated_at,
  }));
}

/** /sitemap.xml: every address in one file while they fit, else the index of the files. */
export async function sitemapXml(db: Db, publicUrl: string, limit: number): Promise<string> {
  const counts = await Promise.all(KINDS.map((kind) => countSitemapPages(db, kind)));
  // The listing and the home page, then every artwork and profile.
  const fixed = [{ loc: `${publicUrl}/` }, { loc: `${publicUrl}/products` }];
  if (counts.every((count) => count <= limit) && fixed.length + counts.reduce((a, b) => a + b, 0) <= limit) {
    const pages = await Promise.all(KINDS.map((kind) => pageEntries(db, publicUrl, kind, 0, limit)));
    return urlset([...fixed, ...pages.flat()]);
  }
  const files = KINDS.flatMap((kind, k) =>
    Array.from({ length: Math.max(1, Math.ceil(counts[k]! / limit)) }, (_, index) => `${kind}-${index + 1}.xml`),
  );
  const sitemaps = ['pages.xml', ...files].map(
    (file) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${file}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** One file of the index (`artworks-2.xml`, `pages.xml`), or null for a name that is not one. */
export async function sitemapFileXml(db: Db, publicUrl: string, name: string, limit: number): Promise<string | null> {
  if (name === 'pages.xml') return urlset([{ loc: `${publicUrl}/` }, { loc: `${publicUrl}/products` }]);
  const match = /^(artworks|profiles)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  const kind = match[1] as SitemapKind;
  const index = Number(match[2]) - 1;
  const entries = await pageEntries(db, publicUrl, kind, index, limit);
  // An empty file past the end is no file (the first of a kind may be empty: a new site has no artworks yet).
  return entries.length === 0 && index > 0 ? null : urlset(entries);
}

/** /robots.txt: everything may be crawled (the pages need /api and /media too), and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
