import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { sitemapFileXml, sitemapXml } from './sitemap';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap and robots.txt', () => {
  let t: TestApp;
  const publicUrl = 'https://kala.example';
  beforeAll(async () => {
    t = await createTestApp({ publicUrl });
  });
  afterAll(() => t.close());

  it('/sitemap.xml lists a new artwork and its artist, and drops a removed one; people without art are left out', async () => {
    const artist = await createUser(t);
    const visitor = await createUser(t);
    const artwork = await createArtwork(t, artist.id);
    const gone = await createArtwork(t, artist.id);
    await t.deps.db.deleteFrom('artwork_images').where('artwork_id', '=', gone.id).execute();
    await t.deps.db.deleteFrom('artworks').where('id', '=', gone.id).execute();

    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/);
    const listed = locs(res.body);
    expect(listed).toContain(`${publicUrl}/products/${artwork.id}`);
    expect(listed).toContain(`${publicUrl}/profile/${artist.id}`);
    expect(listed).toContain(`${publicUrl}/products`);
    expect(listed).not.toContain(`${publicUrl}/products/${gone.id}`);
    expect(listed).not.toContain(`${publicUrl}/profile/${visitor.id}`);
    expect(res.body).toContain(`<lastmod>${artwork.createdAt}</lastmod>`);
  });

  it('past the limit of a file it is an index of files, each holding its share, none twice', async () => {
    const artist = await createUser(t);
    for (let i = 0; i < 4; i += 1) await createArtwork(t, artist.id);
    const total = Number(
      (
        await t.deps.db
          .selectFrom('artworks')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const limit = 3;
    const index = await sitemapXml(t.deps.db, publicUrl, limit);
    expect(index).toContain('<sitemapindex');
    const files = locs(index).map((loc) => loc!.replace(`${publicUrl}/sitemaps/`, ''));
    const artworkFiles = files.filter((file) => file.startsWith('artworks-'));
    expect(artworkFiles).toHaveLength(Math.ceil(total / limit));
    expect(files).toContain('pages.xml');
    expect(files).toContain('profiles-1.xml');

    const listed: string[] = [];
    for (const file of artworkFiles) {
      const xml = await sitemapFileXml(t.deps.db, publicUrl, file, limit);
      expect(locs(xml!).length).toBeLessThanOrEqual(limit);
      listed.push(...(locs(xml!) as string[]));
    }
    expect(listed).toHaveLength(total);
    expect(new Set(listed).size).toBe(total);
    expect(await sitemapFileXml(t.deps.db, publicUrl, `artworks-${artworkFiles.length + 1}.xml`, limit)).toBeNull();
  });

  it('answers 404 for a sitemap file that is not one', async () => {
    for (const name of ['artworks-0.xml', 'artworks-99.xml', 'users-1.xml', '..%2Fkala.db', 'artworks-1.xml.gz']) {
      const res = await t.app.inject({ method: 'GET', url: `/sitemaps/${name}` });
      expect(res.statusCode, name).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/sitemaps/artworks-1.xml' })).statusCode).toBe(200);
  });

  it('robots.txt lets everything be crawled and names the sitemap at the public address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${publicUrl}/sitemap.xml\n`);
  });
});
