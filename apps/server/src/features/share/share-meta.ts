// What a shared link shows before anyone opens it (issue 18): Open Graph and X card tags, the canonical address and
// schema.org JSON-LD for an artwork's page and a profile, read from the database and written into the page's <head>
// by plugins/web.ts, whether the page is server-rendered or the plain shell. Crawlers and link previews (WhatsApp,
// Facebook, X, search engines) read these without running the app.

import { type ArtworkFacts, artworkAlt, SCREEN, stripTagHash } from '@kala/contract';
import { FACT_COLUMNS, factsFromColumns } from '../artworks/artwork-facts';
import type { Db } from '../../db/database';
import { parseWidths, shareImageUrl } from '../../lib/images';
import { paiseToRupees } from '../../lib/money';
import { DELETED_USER_ID } from '../users/users.repository';
import { SHARE_IMAGE_SIZE } from '../media/share-image';
import { visibleArtworks } from '../../lib/visibility';
import type { SharedPages } from '../../plugins/web';

export interface PageMeta {
  /** The page's own name ('Monsoon'); the <title> adds the app's. */
  title: string;
  description: string;
  /** Absolute. */
  url: string;
  type: 'article' | 'product' | 'profile' | 'website';
  image: { url: string; width?: number; height?: number; alt: string } | null;
  /** schema.org objects, written as one JSON-LD @graph. */
  jsonLd: object[];
}

// Long descriptions are cut where previews cut them anyway; the page has the whole text.
const DESCRIPTION_LIMIT = 300;
function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= DESCRIPTION_LIMIT ? oneLine : `${oneLine.slice(0, DESCRIPTION_LIMIT - 1).trimEnd()}…`;
}

const SCHEMA = 'https://schema.org';

/** An artwork's page, /products/{id}; null for an unknown artwork. */
export async function artworkPageMeta(db: Db, publicUrl: string, id: string): Promise<PageMeta | null> {
  const artwork = await db
    .selectFrom('artworks')
    .innerJoin('users as artist', 'artist.id', 'artworks.artist_id')
    .leftJoin('artwork_images as image', (join) =>
      join.onRef('image.artwork_id', '=', 'artworks.id').on('image.position', '=', 0),
    )
    .select([
      'artworks.id',
      'artworks.title',
      'artworks.description',
      'artworks.category',
      'artworks.price_paise',
      'artworks.for_sale',
      'artworks.is_sold',
      'artworks.created_at',
      'artworks.artist_id',
      'artist.username as artist_username',
      'artist.name as artist_name',
      'image.hash as image_hash',
      'artworks.alt_text',
      ...FACT_COLUMNS,
    ])
    .where('artworks.id', '=', id)
    .where(visibleArtworks(null))
    .executeTakeFirst();
  if (!artwork) return null;
  const url = `${publicUrl}/products/${encodeURIComponent(artwork.id)}`;
  const artistName = artwork.artist_name || artwork.artist_username;
  const artistUrl = `${publicUrl}/profile/${encodeURIComponent(artwork.artist_id)}`;
  const description = shorten(artwork.description) || SCREEN.share.artworkFallback(artwork.title, artistName);
  const imageUrl = artwork.image_hash ? `${publicUrl}${shareImageUrl(artwork.image_hash)}` : null;
  const forSale = artwork.for_sale === 1;
  const facts = factsFromColumns(artwork);
  const jsonLd: object[] = [
    {
      '@type': 'VisualArtwork',
      name: artwork.title,
      description,
      url,
      ...(imageUrl ? { image: imageUrl } : {}),
      artform: artwork.category,
      // The year the artist made it (issue 34); without one, the day it was listed.
      dateCreated: facts.year === null ? artwork.created_at : String(facts.year),
      ...factsJsonLd(facts),
      creator: { '@type': 'Person', name: artistName, url: artistUrl },
    },
  ];
  if (forSale) {
    jsonLd.push({
      '@type': 'Product',
      name: artwork.title,
      description,
      url,
      ...(imageUrl ? { image: imageUrl } : {}),
      category: artwork.category,
      offers: {
        '@type': 'Offer',
        price: paiseToRupees(artwork.price_paise).toFixed(2),
        priceCurrency: 'INR',
        availability: `${SCHEMA}/${artwork.is_sold === 1 ? 'SoldOut' : 'InStock'}`,
        url,
        seller: { '@type': 'Person', name: artistName, url: artistUrl },
      },
    });
  }
  return {
    title: artwork.title,
    description,
    url,
    type: forSale ? 'product' : 'article',
    image: imageUrl
      ? { url: imageUrl, ...SHARE_IMAGE_SIZE, alt: artworkAlt({ title: artwork.title, altText: artwork.alt_text }) }
      : null,
    jsonLd,
  };
}

// UN/CEFACT unit codes, as schema.org's QuantitativeValue names units.
const UNIT_CODES = { cm: 'CMT', in: 'INH' } as const;

/**
 * The art facts (issue 34) as schema.org's VisualArtwork names them: artMedium and artworkSurface in English words,
 * the sizes as QuantitativeValues in the unit the artist typed. Facts not given are left out.
 */
function factsJsonLd(facts: ArtworkFacts): object {
  const texts = SCREEN.facts;
  const size = (value: number | null) =>
    value === null || facts.sizeUnit === null
      ? undefined
      : { '@type': 'QuantitativeValue', value, unitCode: UNIT_CODES[facts.sizeUnit], unitText: facts.sizeUnit };
  const entries = {
    artMedium: facts.medium === null ? undefined : texts.mediums[facts.medium],
    artworkSurface: facts.surface === null ? undefined : texts.surfaces[facts.surface],
    height: size(facts.height),
    width: size(facts.width),
    depth: size(facts.depth),
  };
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined));
}

/** A public profile, /profile/{id or username}; null for an unknown or suspended person (no public profile). */
export async function profilePageMeta(db: Db, publicUrl: string, idOrUsername: string): Promise<PageMeta | null> {
  const person = await db
    .selectFrom('users')
    .select(['id', 'username', 'name', 'bio', 'location', 'profile_image'])
    .where((eb) => eb.or([eb('id', '=', idOrUsername), eb('username', '=', idOrUsername)]))
    .where('id', '!=', DELETED_USER_ID)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
  if (!person) return null;
  // The preview shows their newest work large; the avatar when they have none.
  const latest = await db
    .selectFrom('artworks')
    .innerJoin('artwork_images as image', 'image.artwork_id', 'artworks.id')
    .select(['image.hash', 'image.widths', 'artworks.title'])
    .where('artworks.artist_id', '=', person.id)
    .where(visibleArtworks(null))
    .where('image.position', '=', 0)
    .orderBy('artworks.created_at', 'desc')
    .orderBy('artworks.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const name = person.name || person.username;
  const url = `${publicUrl}/profile/${encodeURIComponent(person.id)}`;
  const description = shorten(person.bio) || SCREEN.share.profileFallback(name);
  const avatar = person.profile_image ? `${publicUrl}${person.profile_image}` : null;
  const image =
    latest && parseWidths(latest.widths).length > 0
      ? { url: `${publicUrl}${shareImageUrl(latest.hash)}`, ...SHARE_IMAGE_SIZE, alt: latest.title }
      : avatar
        ? { url: avatar, alt: name }
        : null;
  return {
    title: `${name} (@${person.username})`,
    description,
    url,
    type: 'profile',
    image,
    jsonLd: [
      {
        '@type': 'ProfilePage',
        url,
        mainEntity: {
          '@type': 'Person',
          name,
          alternateName: `@${person.username}`,
          description,
          url,
          ...(avatar ? { image: avatar } : {}),
          ...(person.location ? { homeLocation: { '@type': 'Place', name: person.location } } : {}),
        },
      },
    ],
  };
}

/**
 * A tag's page, /tags/{tag} (issue 18): its name, what it lists and its canonical address. Never null: a tag no
 * artwork carries is an empty page, not a missing one.
 */
export async function tagPageMeta(_db: Db, publicUrl: string, param: string): Promise<PageMeta> {
  const tag = stripTagHash(param);
  const url = `${publicUrl}/tags/${encodeURIComponent(tag)}`;
  const title = SCREEN.tags.heading(tag);
  const description = SCREEN.tags.description(tag);
  return {
    title,
    description,
    url,
    type: 'website',
    image: null,
    jsonLd: [{ '@type': 'CollectionPage', name: title, description, url }],
  };
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * JSON that cannot end its <script> element or open a comment inside it: `<`, `>` and `&` as \u escapes (still
 * the same JSON), and the two line separators JavaScript once treated as line ends.
 */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The <head> tags of `meta` (title and description are replaced in the page's own tags by the caller). */
export function metaTags(meta: PageMeta): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeAttribute(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeAttribute(content)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeAttribute(meta.url)}" />`,
    property('og:site_name', SCREEN.app.name),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.url),
    property('og:locale', 'en_IN'),
    named('twitter:card', meta.image?.width ? 'summary_large_image' : 'summary'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
  ];
  if (meta.image) {
    tags.push(property('og:image', meta.image.url), property('og:image:alt', meta.image.alt));
    if (meta.image.width && meta.image.height) {
      tags.push(
        property('og:image:width', String(meta.image.width)),
        property('og:image:height', String(meta.image.height)),
        property('og:image:type', 'image/jpeg'),
      );
    }
    tags.push(named('twitter:image', meta.image.url));
  }
  tags.push(
    `<script type="application/ld+json">${scriptSafeJson({ '@context': SCHEMA, '@graph': meta.jsonLd })}</script>`,
  );
  return tags.join('\n    ');
}

/** The pages a shared link opens, by route, as plugins/web.ts serves them: each page's head from its meta. */
export function sharedPages(db: Db, publicUrl: string): SharedPages {
  const head =
    (find: (db: Db, publicUrl: string, param: string) => Promise<PageMeta | null>) => async (param: string) => {
      const meta = await find(db, publicUrl, param);
      return meta && { title: meta.title, description: meta.description, tags: metaTags(meta) };
    };
  return {
    '/products/:id': head(artworkPageMeta),
    '/product/:id': head(artworkPageMeta),
    '/profile/:id': head(profilePageMeta),
    '/tags/:tag': head(tagPageMeta),
  };
}
