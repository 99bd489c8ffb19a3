import { ALL_CATEGORIES, ART_MEDIUMS, type Category, type ColourSwatch, EMPTY_FACTS, LOCATIONS } from '@kala/contract';
import { fillPairs } from '../db/migrations/0043-for-you';
import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../db/database';
import type {
  ArtworkColoursTable,
  ArtworkImagesTable,
  ArtworksTable,
  CommentsTable,
  FollowsTable,
  LikesTable,
  ReviewsTable,
  UsersTable,
} from '../db/schema';
import { factsToColumns } from '../features/artworks/artwork-facts';
import { userRow } from '../features/users/users.repository';
import { dominantSwatches } from '../lib/colours';
import { inChunks, mapLimit } from './bulk';
import { type ArtStyle, renderArtwork, renderAvatar } from './demo-art';
import {
  COMMENTS,
  DEMO_ARTWORKS,
  DEMO_PASSWORD,
  FIRST_NAMES,
  LAST_NAMES,
  REVIEWS,
  STYLES_BY_CATEGORY,
} from './demo-content';
import { createRandom } from './random';
import {
  formatWidths,
  type ProcessedImage,
  processAvatar,
  processImage,
  profileImageUrl,
  storeImage,
} from '../lib/images';
import { rupeesToPaise } from '../lib/money';
import { hashPassword } from '../lib/passwords';
import type { MediaStorage } from '../lib/media-storage';

// The scale seed behind `npm run seed -- --artworks N` and the benchmarks (bench/run.ts): many artworks with
// their image, likes, comments, reviews and follows. Pictures come from a small pool rendered once (two per
// category), so 100,000 artworks cost seconds, not hours. Rows go in as multi-row inserts inside large
// transactions; every counter is computed from the rows it counts. It adds to what is there (new usernames
// carry a run tag), so it may run twice on one database.

const DAY = 24 * 3600 * 1000;
const BATCH_ARTWORKS = 10_000;
const FALLBACK_STYLES: readonly ArtStyle[] = ['mandala'];

const ADJECTIVES = [
  'Quiet',
  'Golden',
  'Monsoon',
  'Midnight',
  'Saffron',
  'Indigo',
  'Morning',
  'Silent',
  'Crimson',
  'Emerald',
  'Dusky',
  'Wild',
  'Little',
  'Ancient',
  'Dancing',
  'Winter',
  'Faded',
  'Burning',
  'Distant',
  'Hidden',
];
const NOUNS = [
  'Ghats',
  'Harbour',
  'Fields',
  'Temple',
  'Courtyard',
  'River',
  'Hills',
  'Garden',
  'Bazaar',
  'Rooftops',
  'Peacock',
  'Lotus',
  'Banyan',
  'Festival',
  'Horizon',
  'Bloom',
  'Procession',
  'Backwaters',
  'Desert',
  'Lanterns',
];
const PRICE_RANGES: Record<Category, [number, number]> = {
  Painting: [8_000, 250_000],
  'Digital Art': [1_500, 15_000],
  Photography: [2_500, 30_000],
  Sculpture: [12_000, 180_000],
  Illustration: [1_500, 12_000],
  Sketch: [1_500, 9_000],
  Textile: [1_800, 45_000],
  Jewelry: [1_500, 85_000],
  Decor: [1_500, 25_000],
  Other: [1_500, 6_000],
};

export interface ScaleSeedOptions {
  artworks: number;
  /** People (at least 2); half of them are artists. Default 2000. */
  users?: number;
  /** Seed of the pseudo-random generator; the same seed gives the same data (but for ids and run tag). */
  randomSeed?: number;
  log?: (line: string) => void;
}

export interface ScaleSeedResult {
  users: number;
  artworks: number;
  follows: number;
  likes: number;
  comments: number;
  reviews: number;
  /** A username of this run (every one signs in with DEMO_PASSWORD). */
  sampleUsername: string | undefined;
}

export async function seedAtScale(db: Db, media: MediaStorage, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  const artworkCount = options.artworks;
  const userCount = Math.max(2, options.users ?? 2000);
  const log = options.log ?? (() => {});
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const r = createRandom(options.randomSeed ?? Date.now() >>> 0);
  const now = Date.now();
  // Usernames must not clash with an earlier run's.
  const tag = Date.now().toString(36).slice(-4);

  // ── The picture pool ──
  const poolPlan = ALL_CATEGORIES.flatMap((category) =>
    [0, 1].map((k) => ({
      category,
      style: r.pick(STYLES_BY_CATEGORY[category] ?? FALLBACK_STYLES),
      seed: r.int(1, 1e9) + k,
    })),
  );
  const pool = await mapLimit(poolPlan, 2, async (p) => ({
    category: p.category,
    image: await processImage(await renderArtwork(p.style, p.seed, 1280, 1280), `${p.style}.png`),
  }));
  const avatars = await mapLimit([1, 2, 3, 4, 5, 6, 7, 8], 2, async (seed) =>
    processAvatar(await renderAvatar(seed + r.int(0, 1e6))),
  );
  await mapLimit([...pool.map((p) => p.image), ...avatars], 4, (image) => storeImage(media, image));
  // Each picture's dominant colours, as an upload's are measured (from its smallest variant): every artwork showing
  // it gets them, so the colour filter (issue 38) finds what it would in a real catalogue, and the colour job at
  // start has nothing left to do.
  const swatchesOf = new Map<string, ColourSwatch[]>();
  for (const image of pool.map((p) => p.image)) {
    const smallest = image.variants[0];
    swatchesOf.set(image.hash, smallest ? await dominantSwatches(smallest.data) : []);
  }
  const picturesByCategory = new Map<string, ProcessedImage[]>();
  for (const p of pool) picturesByCategory.set(p.category, [...(picturesByCategory.get(p.category) ?? []), p.image]);
  log(`${elapsed()}: rendered ${pool.length + avatars.length} pictures`);

  // ── People and follows ──
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds: string[] = [];
  const joined: number[] = [];
  for (let i = 0; i < userCount; i++) {
    const time = now - r.range(30, 900) * DAY;
    joined.push(time);
    userIds.push(uuidv7({ msecs: time }));
  }
  // Half the people are artists; artworks and follows go to them.
  const artistCount = Math.max(1, Math.floor(userCount / 2));
  const follows: Insertable<FollowsTable>[] = [];
  const followers = new Array<number>(userCount).fill(0);
  const following = new Array<number>(userCount).fill(0);
  for (let i = 0; i < userCount; i++) {
    const picked = new Set<number>();
    for (let k = r.int(0, 15); k > 0; k--) {
      const j = r.int(0, artistCount - 1);
      if (j === i || picked.has(j)) continue;
      picked.add(j);
      follows.push({
        follower_id: userIds[i] as string,
        followee_id: userIds[j] as string,
        created_at: new Date(Math.max(joined[i] as number, joined[j] as number) + DAY).toISOString(),
      });
      following[i] = (following[i] ?? 0) + 1;
      followers[j] = (followers[j] ?? 0) + 1;
    }
  }
  const users: Insertable<UsersTable>[] = userIds.map((id, i) => {
    const first = r.pick(FIRST_NAMES);
    const last = r.pick(LAST_NAMES);
    const username = `${first.toLowerCase()}${i}_${tag}`;
    const avatar = r.chance(0.3) ? r.pick(avatars) : null;
    const time = new Date(joined[i] as number).toISOString();
    return userRow({
      id,
      username,
      email: `${username}@example.com`,
      password_hash: passwordHash,
      name: `${first} ${last}`,
      location: r.pick(LOCATIONS.slice(0, 5)),
      gender: r.pick(['male', 'female', 'other']),
      age: r.int(18, 70),
      pincode: r.int(110001, 799999),
      phone: `9${String(r.int(100_000_000, 999_999_999))}`,
      role: 'user',
      profile_image: avatar ? profileImageUrl(avatar) : null,
      followers_count: followers[i] ?? 0,
      following_count: following[i] ?? 0,
      // Demo people have confirmed their addresses: no banner, and their notification mail goes out.
      email_verified_at: time,
      created_at: time,
    });
  });
  await db.transaction().execute(async (tx) => {
    await inChunks(users, 17, (rows) => tx.insertInto('users').values(rows).execute());
    await inChunks(follows, 3, (rows) => tx.insertInto('follows').values(rows).execute());
  });
  log(`${elapsed()}: ${users.length} users, ${follows.length} follows`);

  // ── Artworks with their image, likes, comments and reviews, in batches ──
  const descriptions = new Map<string, string[]>();
  const tags = new Map<string, string[]>();
  for (const a of DEMO_ARTWORKS) {
    descriptions.set(a.category, [...(descriptions.get(a.category) ?? []), a.description]);
    tags.set(a.category, [...(tags.get(a.category) ?? []), ...a.tags]);
  }
  const totals = { artworks: 0, likes: 0, comments: 0, reviews: 0 };
  for (let done = 0; done < artworkCount; done += BATCH_ARTWORKS) {
    const batch = Math.min(BATCH_ARTWORKS, artworkCount - done);
    const artworks: Insertable<ArtworksTable>[] = [];
    const images: Insertable<ArtworkImagesTable>[] = [];
    const likes: Insertable<LikesTable>[] = [];
    const comments: Insertable<CommentsTable>[] = [];
    const reviews: Insertable<ReviewsTable>[] = [];
    const colours: Insertable<ArtworkColoursTable>[] = [];
    for (let n = 0; n < batch; n++) {
      const artist = r.int(0, artistCount - 1);
      const category = r.pick(ALL_CATEGORIES);
      const time = (joined[artist] as number) + r.next() * (now - (joined[artist] as number));
      const id = uuidv7({ msecs: time });
      const createdAt = new Date(time).toISOString();
      const forSale = r.chance(0.8);
      const soldOut = forSale && r.chance(0.05);
      const [low, high] = PRICE_RANGES[category];
      const price = Math.round((low + (high - low) * r.next() ** 2) / 100) * 100;

      // People other than the artist, distinct, who like, comment on or review this artwork.
      const others = (count: number) => {
        const picked = new Set<number>();
        for (let k = 0; k < count * 2 && picked.size < count; k++) {
          const u = r.int(0, userCount - 1);
          if (u !== artist) picked.add(u);
        }
        return [...picked];
      };
      /** A moment after the artwork and person `u` both existed. */
      const after = (u: number) => {
        const start = Math.max(time, joined[u] as number);
        return start + r.next() * (now - start);
      };
      const iso = (moment: number) => new Date(moment).toISOString();
      const likers = others(Math.floor(r.next() ** 3 * 12));
      for (const u of likers) likes.push({ user_id: userIds[u] as string, artwork_id: id, created_at: iso(after(u)) });
      const commenters = others(Math.floor(r.next() ** 2 * 4));
      for (const u of commenters) {
        const moment = after(u);
        const content = r.pick(COMMENTS);
        comments.push({
          id: uuidv7({ msecs: moment }),
          artwork_id: id,
          user_id: userIds[u] as string,
          content,
          created_at: iso(moment),
        });
      }
      let ratingSum = 0;
      const reviewers = forSale && r.chance(0.3) ? others(r.int(1, 2)) : [];
      for (const u of reviewers) {
        const rating = r.pick([5, 5, 4, 4, 3] as const);
        const moment = after(u);
        ratingSum += rating;
        reviews.push({
          id: uuidv7({ msecs: moment }),
          artwork_id: id,
          reviewer_id: userIds[u] as string,
          rating,
          comment: r.pick(REVIEWS[rating]),
          created_at: iso(moment),
        });
      }
      artworks.push({
        id,
        artist_id: userIds[artist] as string,
        title: `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)}`,
        description: r.pick(descriptions.get(category) ?? ['']),
        tags: JSON.stringify(r.sample(tags.get(category) ?? [], 3)),
        category,
        location: r.pick(LOCATIONS),
        price_paise: forSale ? rupeesToPaise(price) : 0,
        quantity: !forSale ? 1 : soldOut ? 0 : r.int(1, 10),
        for_sale: forSale ? 1 : 0,
        is_sold: soldOut ? 1 : 0,
        like_count: likers.length,
        comment_count: commenters.length,
        review_count: reviewers.length,
        rating_sum: ratingSum,
        // The art facts the filters read (issue 38): a medium, a size in cm (hence its band and orientation), framing.
        ...factsToColumns({
          ...EMPTY_FACTS,
          medium: r.pick(ART_MEDIUMS),
          height: r.int(15, 180),
          width: r.int(15, 180),
          sizeUnit: 'cm',
          framed: r.chance(0.3),
        }),
        colours_at: createdAt,
        created_at: createdAt,
        updated_at: createdAt,
      });
      const picture = r.pick(picturesByCategory.get(category) ?? pool.map((p) => p.image));
      (swatchesOf.get(picture.hash) ?? []).forEach((colour, rank) => {
        colours.push({ artwork_id: id, colour, rank });
      });
      images.push({
        id: uuidv7({ msecs: time }),
        artwork_id: id,
        position: 0,
        hash: picture.hash,
        widths: formatWidths(picture.widths),
        width: picture.width,
        height: picture.height,
        created_at: createdAt,
      });
    }
    await db.transaction().execute(async (tx: Tx) => {
      await inChunks(artworks, 33, (rows) => tx.insertInto('artworks').values(rows).execute());
      await inChunks(images, 8, (rows) => tx.insertInto('artwork_images').values(rows).execute());
      await inChunks(likes, 3, (rows) => tx.insertInto('likes').values(rows).execute());
      await inChunks(comments, 5, (rows) => tx.insertInto('comments').values(rows).execute());
      await inChunks(reviews, 6, (rows) => tx.insertInto('reviews').values(rows).execute());
      await inChunks(colours, 3, (rows) => tx.insertInto('artwork_colours').values(rows).execute());
    });
    totals.artworks += artworks.length;
    totals.likes += likes.length;
    totals.comments += comments.length;
    totals.reviews += reviews.length;
    log(`${elapsed()}: ${totals.artworks} artworks`);
  }
  // The likes went in in bulk: For you's pairs from them (docs/decisions/0042-for-you.md).
  await fillPairs(db as never);
  log(`${elapsed()}: pairs for For you`);
  return {
    users: users.length,
    artworks: totals.artworks,
    follows: follows.length,
    likes: totals.likes,
    comments: totals.comments,
    reviews: totals.reviews,
    sampleUsername: users[0]?.username,
  };
}
