// Test factories: rows inserted directly with Kysely (fast, no HTTP, no password hashing, no image work),
// with defaults that pass every rule, for any test that needs people or artworks to exist.
import type { Insertable } from 'kysely';
import type { ArtworksTable, UsersTable } from '../src/db/schema';
import { newId, nowIso } from '../src/lib/ids';
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
  const row: Insertable<UsersTable> = {
    id: newId(),
    username: `user_${suffix}`,
    email: `user_${suffix}@example.com`,
    password_hash: 'not-a-real-hash',
    name: 'Test User',
    bio: '',
    location: 'Mumbai',
    gender: 'female',
    age: 30,
    pincode: 400001,
    phone: '9876543210',
    role: 'user',
    profile_image: null,
    // Verified unless a test says otherwise (`email_verified_at: null`): notification mail needs it (issue 17).
    email_verified_at: now,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
  await t.deps.db.insertInto('users').values(row).execute();
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

/** Inserts an artwork of `artistId` (not for sale unless told), with image rows but no image files. */
export async function createArtwork(
  t: TestApp,
  artistId: string,
  overrides: ArtworkOverrides = {},
): Promise<TestArtwork> {
  const id = overrides.id ?? newId();
  const createdAt = overrides.createdAt ?? nowIso();
  const forSale = overrides.forSale ?? false;
  const row: Insertable<ArtworksTable> = {
    id,
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
  await t.deps.db.insertInto('artworks').values(row).execute();
  const imageCount = overrides.images ?? 1;
  if (imageCount > 0) {
    await t.deps.db
      .insertInto('artwork_images')
      .values(
        Array.from({ length: imageCount }, (_, position) => ({
          id: newId(),
          artwork_id: id,
          position,
          // 64 hex digits, like a real sha256 name.
          hash: `${id.replace(/-/g, '')}${String(position).padStart(32, '0')}`,
          widths: '320,640',
          width: 640,
          height: 480,
          created_at: createdAt,
        })),
      )
      .execute();
  }
  return { id, artistId, title: row.title, createdAt };
}
