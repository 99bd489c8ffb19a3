// Test factories: rows inserted directly with Kysely (fast, no HTTP, no password hashing, no image work),
// with defaults that pass every rule, for any test that needs people or artworks to exist.
import type { Insertable } from 'kysely';
import type { ArtworksTable, UsersTable } from '../src/db/schema';
import { insertUserRow, type NewUser } from '../src/features/users/users.repository';
import { newId, nowIso } from '../src/lib/ids';
import { formatWidths } from '../src/lib/images';
import { rupeesToPaise } from '../src/lib/money';
import type { TestApp } from './helpers';

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${sequence}_${Math.random().toString(36).slice(2, 7)}`;
};

export interface TestUser {
  id: string;
  username: string;
  role: 'user' | 'admin';
  location: string;
  token: string;
  /** Spread into inject headers: `headers: user.auth`. */
  auth: { authorization: string };
}

export type UserOverrides = Partial<Omit<Insertable<UsersTable>, 'role'>> & { role?: 'user' | 'admin' };

/**
 * Inserts a user and signs a token for them. The password hash is a placeholder that never verifies: tests
 * that log in with a password register through the API instead.
 */
export async function createUser(t: TestApp, overrides: UserOverrides = {}): Promise<TestUser> {
  const suffix = next();
  const now = nowIso();
  const row: NewUser = {
    id: newId(),
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    password_hash: 'not-a-real-hash',
    name: 'Test User',
    location: 'Mumbai',
    gender: 'female',
    age: 30,
    pincode: 400001,
    phone: '9876543210',
    role: 'user',
    // Verified unless a test says otherwise (`email_verified_at: null`): notification mail needs it (issue 17).
    email_verified_at: now,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await insertUserRow(t.deps.db, row);
  const role = row.role === 'admin' ? 'admin' : 'user';
  // Just inserted: every user starts at session version 0.
  const token = await t.deps.tokens.sign({ id: row.id as string, username: row.username, role, sessionVersion: 0 });
  return {
    id: row.id as string,
    username: row.username,
    role,
    location: row.location ?? '',
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

export interface ArtworkOverrides {
  id?: string;
  title?: string;
  description?: string;
  tags?: string[];
  category?: string;
  location?: string;
  /** Rupees. */
  price?: number;
  quantity?: number;
  forSale?: boolean;
  isSold?: boolean;
  likeCount?: number;
  commentCount?: number;
  createdAt?: string;
  /** How many artwork_images rows to add (with made-up hashes; no files are written). Default 1. */
  images?: number;
}

export interface TestArtwork {
  id: string;
  artistId: string;
  title: string;
  createdAt: string;
}

/** An artwork row of `artistId` with defaults that pass every rule (not for sale unless told), not yet inserted. */
export function artworkRow(
  artistId: string,
  overrides: Omit<ArtworkOverrides, 'images'> = {},
): Insertable<ArtworksTable> & { id: string; created_at: string } {
  const createdAt = overrides.createdAt ?? nowIso();
  const forSale = overrides.forSale ?? false;
  return {
    id: overrides.id ?? newId(),
    artist_id: artistId,
    title: overrides.title ?? `Artwork ${next()}`,
    description: overrides.description ?? 'Acrylic on canvas',
    tags: JSON.stringify(overrides.tags ?? ['art']),
    category: overrides.category ?? 'Painting',
    location: overrides.location ?? 'Mumbai',
    price_paise: rupeesToPaise(overrides.price ?? (forSale ? 1000 : 0)),
    quantity: overrides.quantity ?? 1,
    for_sale: forSale ? 1 : 0,
    is_sold: overrides.isSold ? 1 : 0,
    like_count: overrides.likeCount ?? 0,
    comment_count: overrides.commentCount ?? 0,
    created_at: createdAt,
    updated_at: createdAt,
  };
}

/** Inserts many artwork rows (from artworkRow) at once, in batches both engines take; no images. */
export async function insertArtworkRows(t: TestApp, rows: Insertable<ArtworksTable>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 200) {
    await t.deps.db
      .insertInto('artworks')
      .values(rows.slice(start, start + 200))
      .execute();
  }
}

/** Inserts an artwork of `artistId` (not for sale unless told), with image rows but no image files. */
export async function createArtwork(
  t: TestApp,
  artistId: string,
  overrides: ArtworkOverrides = {},
): Promise<TestArtwork> {
  const row = artworkRow(artistId, overrides);
  const { id, created_at: createdAt } = row;
  await t.deps.db.insertInto('artworks').values(row).execute();
  const imageCount = overrides.images ?? 1;
  for (let position = 0; position < imageCount; position += 1) {
    // 64 hex digits, like a real sha256 name.
    const hash = `${id.replace(/-/g, '')}${String(position).padStart(32, '0')}`;
    await attachImage(t, id, { hash, widths: [320, 640], width: 640, height: 480 }, { position, createdAt });
  }
  return { id, artistId, title: row.title, createdAt };
}

/** A picture's row as the upload writes it: its content hash, the widths stored, its size. */
export interface TestImage {
  hash: string;
  widths: readonly number[];
  width: number;
  height: number;
}

/**
 * Puts a picture on an artwork (position 0, the cover, unless told), as the upload does: the one way tests write
 * `artwork_images` rows. Pass a ProcessedImage to attach a real stored picture.
 */
export async function attachImage(
  t: TestApp,
  artworkId: string,
  image: TestImage,
  options: { position?: number; createdAt?: string } = {},
): Promise<void> {
  await t.deps.db
    .insertInto('artwork_images')
    .values({
      id: newId(),
      artwork_id: artworkId,
      position: options.position ?? 0,
      hash: image.hash,
      widths: formatWidths(image.widths),
      width: image.width,
      height: image.height,
      created_at: options.createdAt ?? nowIso(),
    })
    .execute();
}

/**
 * The artist's shipping profile (issue 34 item 3), as Settings → Shipping saves it: one price for every parcel
 * (`flatPaise`, 0 = free), how many days they take to ship, and their return window (0 = no returns).
 */
export async function setShippingProfile(
  t: TestApp,
  userId: string,
  profile: { flatPaise?: number; processingDays?: number; returnsDays?: number } = {},
): Promise<void> {
  const flat = profile.flatPaise ?? 0;
  await t.deps.db
    .insertInto('shipping_profiles')
    .values({
      user_id: userId,
      free: flat === 0 ? 1 : 0,
      city_paise: flat,
      state_paise: flat,
      india_paise: flat,
      processing_days: profile.processingDays ?? 3,
      returns_days: profile.returnsDays ?? 0,
      updated_at: nowIso(),
    })
    .execute();
}
