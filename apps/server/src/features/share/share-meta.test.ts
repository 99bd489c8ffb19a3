import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachImage, createArtwork, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { processImage, storeImage } from '../../lib/images';
import { nowIso } from '../../lib/ids';

// What a shared link shows (issue 18): the <head> of an artwork's page and a profile carries Open Graph, X card,
// canonical and JSON-LD with the page's own values, escaped, and the og:image is a 1200×630 picture.

const SHELL = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" />
<title>Kala — Indian art marketplace</title>
<meta name="description" content="Discover original Indian art." />
</head><body><div id="root"><p>spinner</p></div></body></html>`;

// A title that tries to end the attribute, the <script> of the JSON-LD and the <title>.
const TITLE = 'Rain "over" <Ghats> </script><script>alert(1)</script> & more';

/** The JSON-LD @graph of a page, parsed as a crawler would (and so proving it is still valid JSON). */
function jsonLd(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0]![1]!)['@graph'];
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('share tags of pages', () => {
  let t: TestApp;
  const publicUrl = 'https://kala.example';
  let artist: Awaited<ReturnType<typeof createUser>>;
  let artworkId: string;
  let hash: string;

  beforeAll(async () => {
    const webDist = path.join(
      process.env.TMPDIR ?? '/tmp',
      `kala-share-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    );
    mkdirSync(webDist, { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), SHELL);
    t = await createTestApp({ webDist, publicUrl });
    artist = await createUser(t, { name: 'Priya Sharma', bio: 'Paints the monsoon.\nIn Pune.' });
    const artwork = await createArtwork(t, artist.id, {
      title: TITLE,
      description: 'Acrylic on canvas, 60 × 90 cm.',
      forSale: true,
      price: 2500,
      images: 0,
    });
    artworkId = artwork.id;
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const processed = await processImage(png, 'rain.png');
    await storeImage(t.deps.media, processed);
    hash = processed.hash;
    await attachImage(t, artworkId, processed);
  });
  afterAll(() => t.close());

  it("an artwork's page carries its own title, description, image, address and offer, escaped", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/products/${artworkId}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const url = `${publicUrl}/products/${artworkId}`;
    const escaped =
      'Rain &quot;over&quot; &lt;Ghats&gt; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more';
    expect(html).toContain(`<title>${escaped} — Kala</title>`);
    expect(meta(html, 'og:title')).toBe(escaped);
    expect(meta(html, 'og:description')).toBe('Acrylic on canvas, 60 × 90 cm.');
    expect(html).toContain('<meta name="description" content="Acrylic on canvas, 60 × 90 cm." />');
    expect(html).not.toContain('Discover original Indian art.');
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe(url);
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(meta(html, 'og:image')).toBe(`${publicUrl}/media/${hash}-og.jpg`);
    expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(`${publicUrl}/media/${hash}-og.jpg`);
    // Nothing of the title ran loose: one script element (the JSON-LD), no alert.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');

    const [artwork, product] = jsonLd(html) as [Record<string, unknown>, Record<string, unknown>];
    expect(artwork).toMatchObject({
      '@type': 'VisualArtwork',
      name: TITLE,
      url,
      image: `${publicUrl}/media/${hash}-og.jpg`,
      creator: { '@type': 'Person', name: 'Priya Sharma', url: `${publicUrl}/profile/${artist.id}` },
    });
    expect(product).toMatchObject({
      '@type': 'Product',
      name: TITLE,
      offers: { '@type': 'Offer', price: '2500.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });

    // The image it names is there: 1200×630.
    const image = await t.app.inject({ method: 'GET', url: `/media/${hash}-og.jpg` });
    expect(image.statusCode).toBe(200);
    const { width, height, format } = await sharp(image.rawPayload).metadata();
    expect([format, width, height]).toEqual(['jpeg', 1200, 630]);
  });

  it('a sold artwork is offered as sold out; one not for sale is an artwork without an offer', async () => {
    const sold = await createArtwork(t, artist.id, { title: 'Sold', forSale: true, isSold: true });
    const soldGraph = jsonLd((await t.app.inject({ method: 'GET', url: `/product/${sold.id}` })).body);
    expect(soldGraph[1]).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });

    const shown = await createArtwork(t, artist.id, { title: 'Only shown', description: '', forSale: false });
    const html = (await t.app.inject({ method: 'GET', url: `/products/${shown.id}` })).body;
    expect(jsonLd(html).map((item) => item['@type'])).toEqual(['VisualArtwork']);
    expect(meta(html, 'og:type')).toBe('article');
    expect(meta(html, 'og:description')).toBe('Only shown by Priya Sharma, original art on Kala.');
  });

  it('a profile, by id or username, carries the person and their newest work as its picture', async () => {
    for (const key of [artist.id, artist.username]) {
      const res = await t.app.inject({ method: 'GET', url: `/profile/${key}` });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(html).toContain(`<title>Priya Sharma (@${artist.username}) — Kala</title>`);
      expect(meta(html, 'og:type')).toBe('profile');
      expect(meta(html, 'og:description')).toBe('Paints the monsoon. In Pune.');
      expect(meta(html, 'og:url')).toBe(`${publicUrl}/profile/${artist.id}`);
      const [page] = jsonLd(html) as [Record<string, unknown>];
      expect(page).toMatchObject({
        '@type': 'ProfilePage',
        mainEntity: { '@type': 'Person', name: 'Priya Sharma', alternateName: `@${artist.username}` },
      });
    }
    // Their newest artworks have no picture here but the first one: the picture is the newest work with one.
    const html = (await t.app.inject({ method: 'GET', url: `/profile/${artist.id}` })).body;
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/kala\.example\/media\/[a-f0-9]{64}-og\.jpg$/);
  });

  it("a tag's page names the tag in its title, description and canonical address, escaped; an unknown tag is no 404", async () => {
    const tag = '"rain" <b> </script><script>alert(1)</script> & more';
    const res = await t.app.inject({ method: 'GET', url: `/tags/${encodeURIComponent(`#${tag}`)}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const escaped = '&quot;rain&quot; &lt;b&gt; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; more';
    expect(html).toContain(`<title>#${escaped} — Kala</title>`);
    expect(html).toContain(
      `<meta name="description" content="Original artworks tagged #${escaped} by artists across India, on Kala." />`,
    );
    // The canonical address is the tag as stored, without its '#'.
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/tags/${encodeURIComponent(tag)}" />`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(html).not.toContain('<script>alert(1)');
    const [page] = jsonLd(html);
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      name: `#${tag}`,
      url: `${publicUrl}/tags/${encodeURIComponent(tag)}`,
    });

    // No artwork carries it: an empty page, still a page.
    const unknown = await t.app.inject({ method: 'GET', url: '/tags/nosuchtag' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>#nosuchtag — Kala</title>');
  });

  it("a suspended person's profile page answers 404 like an unknown one, with no bio in its head", async () => {
    const hidden = await createUser(t, { name: 'Hidden Person', bio: 'My secret bio', suspended_at: nowIso() });
    for (const key of [hidden.id, hidden.username]) {
      const res = await t.app.inject({ method: 'GET', url: `/profile/${key}` });
      expect(res.statusCode, key).toBe(404);
      expect(res.body).toBe(SHELL);
      expect(res.body).not.toContain('My secret bio');
    }
  });

  it("a removed artwork's page answers 404 (crawlers drop it) with the shell, where the app says not found", async () => {
    const gone = await createArtwork(t, artist.id, { title: 'Gone' });
    await t.deps.db.deleteFrom('artwork_images').where('artwork_id', '=', gone.id).execute();
    await t.deps.db.deleteFrom('artworks').where('id', '=', gone.id).execute();
    const res = await t.app.inject({ method: 'GET', url: `/products/${gone.id}` });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(SHELL);
  });
});
