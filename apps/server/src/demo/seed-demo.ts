import { fillPairs } from '../db/migrations/0043-for-you';
import type { Insertable } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/database';
import type { Config } from '../config';
import type {
  ArtworkViewsDailyTable,
  ArtworkImagesTable,
  ArtworksTable,
  CommentsTable,
  FollowsTable,
  LikesTable,
  ReviewsTable,
  UsersTable,
  WishlistItemsTable,
} from '../db/schema';
import { uniqueViolation } from '../lib/db-errors';
import {
  formatWidths,
  type ProcessedImage,
  processAvatar,
  processImage,
  profileImageUrl,
  storeImage,
} from '../lib/images';
import { addDays, istDay } from '../lib/ist';
import { rupeesToPaise } from '../lib/money';
import { hashPassword } from '../lib/passwords';
import type { MediaStorage } from '../lib/media-storage';
import { countBy, inChunks, mapLimit, slug, sumBy } from './bulk';
import { renderArtwork, renderAvatar } from './demo-art';
import {
  ARTIST_REPLIES,
  COMMENTS,
  DEMO_ARTISTS,
  DEMO_ARTWORKS,
  DEMO_BUYER_USERNAME,
  DEMO_BUYERS,
  DEMO_PASSWORD,
  type DemoArtwork,
  type DemoPerson,
  REVIEWS,
} from './demo-content';
import { createRandom, hashSeed } from './random';
import { seedDemoActivity } from './seed-activity';
import { demoFacts } from './demo-facts';
import { factsToColumns } from '../features/artworks/artwork-facts';
import { userRow } from '../features/users/users.repository';

/** An artwork's facts and alt text (issue 34) as the artworks table keeps them. */
function demoFactColumns(title: string) {
  const { facts, altText } = demoFacts(title);
  return { ...factsToColumns(facts), alt_text: altText };
}

// The demo a first start shows: artists with portraits, their artworks with generated pictures, and the
// follows, likes, comments, reviews and a wishlist that make the feed and profiles look lived in. The same
// seed draws the same demo on every machine; only the dates move with "now".

export interface SeedLog {
  info(message: string): void;
}

export interface DemoSeedSummary {
  users: number;
  artists: number;
  artworks: number;
  images: number;
  follows: number;
  likes: number;
  comments: number;
  reviews: number;
  /** Usernames that sign in with DEMO_PASSWORD. */
  logins: string[];
}

const DAY = 24 * 3600 * 1000;
const SIZES = { portrait: [1280, 1600], landscape: [1280, 960], square: [1280, 1280] } as const;

/** A UUIDv7 for a moment in the past, so ids sort like the dates they were created on. */
const idAt = (time: number) => uuidv7({ msecs: time });
const iso = (time: number) => new Date(time).toISOString();

/** True when the demo buyer exists, i.e. the demo was seeded (or someone took the name). */
export async function isDemoSeeded(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', DEMO_BUYER_USERNAME))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Seeds the demo unless it is there already; returns what it wrote, or null when it did nothing. Pictures are
 * rendered and stored first (content-addressed, so a second writer rewrites identical files), then every row
 * goes in within one transaction: a crash or a second instance seeding at the same moment leaves no half demo.
 */
export async function seedDemo(
  deps: { db: Db; media: MediaStorage; config: Pick<Config, 'platformFeeBasisPoints'> },
  log: SeedLog,
  options: { now?: number } = {},
): Promise<DemoSeedSummary | null> {
  if (await isDemoSeeded(deps.db)) return null;
  const started = Date.now();
  const now = options.now ?? Date.now();

  const people = [...DEMO_ARTISTS, ...DEMO_BUYERS];
  const avatars = await mapLimit(people, 2, async (person) =>
    person.avatar ? processAvatar(await renderAvatar(hashSeed(person.username)), `${person.username}.png`) : null,
  );
  const pictures = await mapLimit(DEMO_ARTWORKS, 2, async (artwork) => {
    const count = pictureCount(artwork);
    const [width, height] = SIZES[artwork.shape];
    return Promise.all(
      Array.from({ length: count }, async (_, i) => {
        const png = await renderArtwork(artwork.style, hashSeed(`${artwork.title}#${i}`), width, height);
        return processImage(png, `${slug(artwork.title)}-${i + 1}.png`);
      }),
    );
  });
  const processed = [...avatars.filter((a): a is ProcessedImage => a !== null), ...pictures.flat()];
  await mapLimit(processed, 4, (image) => storeImage(deps.media, image));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const plan = planDemo(now, passwordHash, avatars, pictures);

  try {
    await deps.db.transaction().execute(async (tx) => {
      await inChunks(plan.users, 17, (rows) => tx.insertInto('users').values(rows).execute());
      await inChunks(plan.follows, 3, (rows) => tx.insertInto('follows').values(rows).execute());
      await inChunks(plan.artworks, 17, (rows) => tx.insertInto('artworks').values(rows).execute());
      await inChunks(plan.images, 8, (rows) => tx.insertInto('artwork_images').values(rows).execute());
      await inChunks(plan.likes, 3, (rows) => tx.insertInto('likes').values(rows).execute());
      await inChunks(plan.comments, 5, (rows) => tx.insertInto('comments').values(rows).execute());
      await inChunks(plan.reviews, 6, (rows) => tx.insertInto('reviews').values(rows).execute());
      await inChunks(plan.wishlist, 3, (rows) => tx.insertInto('wishlist_items').values(rows).execute());
      await inChunks(plan.views, 3, (rows) => tx.insertInto('artwork_views_daily').values(rows).execute());
    });
  } catch (error) {
    // Another instance started on the same empty database and seeded first: its demo stands.
    if (uniqueViolation(error) !== null && (await isDemoSeeded(deps.db))) return null;
    throw error;
  }
  // Only the instance whose transaction above won gets here, so the order and messages are made once.
  await seedDemoActivity(deps.db, deps.config.platformFeeBasisPoints);
  // The likes and saves above went in in bulk: For you's pairs from them (docs/decisions/0042-for-you.md).
  await fillPairs(deps.db as never);

  const summary: DemoSeedSummary = {
    users: plan.users.length,
    artists: DEMO_ARTISTS.length,
    artworks: plan.artworks.length,
    images: plan.images.length,
    follows: plan.follows.length,
    likes: plan.likes.length,
    comments: plan.comments.length,
    reviews: plan.reviews.length,
    logins: people.map((person) => person.username),
  };
  log.info(
    `Demo data seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.artists} artists, ` +
      `${summary.artworks} artworks, ${summary.images} images, ${summary.follows} follows, ${summary.likes} likes, ` +
      `${summary.comments} comments, ${summary.reviews} reviews.`,
  );
  log.info(`Demo logins (password for all: ${DEMO_PASSWORD}): ${demoLoginLines().join('; ')}.`);
  return summary;
}

/** Who a newcomer can sign in as, one line per kind of account (all with DEMO_PASSWORD). */
export function demoLoginLines(): string[] {
  const collectors = DEMO_BUYERS.filter((b) => b.username !== DEMO_BUYER_USERNAME).map((b) => b.username);
  return [
    `buyer: ${DEMO_BUYER_USERNAME}`,
    `artists: ${DEMO_ARTISTS.map((a) => a.username).join(', ')}`,
    `collectors: ${collectors.join(', ')}`,
  ];
}

/** Most artworks have one picture; some have a second or third (the carousel has something to do). */
function pictureCount(artwork: DemoArtwork): number {
  const r = createRandom(hashSeed(`pictures:${artwork.title}`));
  return r.chance(0.06) ? 3 : r.chance(0.18) ? 2 : 1;
}

interface DemoPlan {
  users: Insertable<UsersTable>[];
  follows: Insertable<FollowsTable>[];
  artworks: Insertable<ArtworksTable>[];
  images: Insertable<ArtworkImagesTable>[];
  likes: Insertable<LikesTable>[];
  comments: Insertable<CommentsTable>[];
  reviews: Insertable<ReviewsTable>[];
  wishlist: Insertable<WishlistItemsTable>[];
  views: Insertable<ArtworkViewsDailyTable>[];
}

/** Every row of the demo, with each counter computed from the rows it counts. */
function planDemo(
  now: number,
  passwordHash: string,
  avatars: readonly (ProcessedImage | null)[],
  pictures: readonly ProcessedImage[][],
): DemoPlan {
  const r = createRandom(2026);
  const people = [...DEMO_ARTISTS, ...DEMO_BUYERS];
  const artistNames = new Set(DEMO_ARTISTS.map((a) => a.username));

  // People joined 7 to 10 months ago (artists first), the demo buyer six weeks ago.
  const joined = new Map<string, number>();
  const ids = new Map<string, string>();
  people.forEach((person, i) => {
    const daysAgo =
      person.username === DEMO_BUYER_USERNAME
        ? 42
        : artistNames.has(person.username)
          ? r.range(210, 300)
          : r.range(90, 200);
    const time = now - daysAgo * DAY - r.range(0, DAY);
    joined.set(person.username, time);
    ids.set(person.username, idAt(time + i));
  });
  const idOf = (username: string) => ids.get(username) as string;
  const joinedAt = (username: string) => joined.get(username) as number;
  /** A moment after all of `times` and before now. */
  const after = (...times: number[]) => {
    const start = Math.max(...times);
    return start + Math.max(0, now - 60_000 - start) * (0.02 + 0.98 * r.next());
  };

  // Follows: artists follow fellow artists, collectors follow the artists they buy from, the demo buyer five.
  const follows: Insertable<FollowsTable>[] = [];
  const followPairs = new Set<string>();
  const follow = (follower: DemoPerson, followee: DemoPerson) => {
    const key = `${follower.username}>${followee.username}`;
    if (follower.username === followee.username || followPairs.has(key)) return;
    followPairs.add(key);
    follows.push({
      follower_id: idOf(follower.username),
      followee_id: idOf(followee.username),
      created_at: iso(after(joinedAt(follower.username), joinedAt(followee.username))),
    });
  };
  for (const artist of DEMO_ARTISTS) {
    for (const other of r.sample(DEMO_ARTISTS, r.int(3, 7))) follow(artist, other);
  }
  for (const buyer of DEMO_BUYERS) {
    const count = buyer.username === DEMO_BUYER_USERNAME ? 5 : r.int(4, 9);
    for (const artist of r.sample(DEMO_ARTISTS, count)) {
      follow(buyer, artist);
      if (r.chance(0.3)) follow(artist, buyer);
    }
  }

  // Artworks, spread over the months since their artist joined; a few in the last days so the feed is fresh.
  const artworks: Insertable<ArtworksTable>[] = [];
  const images: Insertable<ArtworkImagesTable>[] = [];
  const created = new Map<string, number>();
  DEMO_ARTWORKS.forEach((artwork, index) => {
    const artist = DEMO_ARTISTS.find((a) => a.username === artwork.artist);
    if (!artist) throw new Error(`Demo artwork "${artwork.title}" names an unknown artist ${artwork.artist}`);
    const since = joinedAt(artist.username);
    const time = r.chance(0.15)
      ? now - r.range(0.1, 4) * DAY
      : since + DAY + r.next() * Math.max(0, now - 5 * DAY - since);
    const id = idAt(time);
    created.set(id, time);
    const forSale = artwork.price !== null;
    const soldOut = forSale && artwork.soldOut === true;
    artworks.push({
      id,
      artist_id: idOf(artist.username),
      title: artwork.title,
      description: artwork.description,
      tags: JSON.stringify(artwork.tags),
      category: artwork.category,
      location: artwork.allIndia ? 'All India' : artist.city,
      price_paise: forSale ? rupeesToPaise(artwork.price ?? 0) : 0,
      // docs/product.md#validation-rules: not for sale means price 0 and quantity 1; sold out means no stock left.
      quantity: !forSale ? 1 : soldOut ? 0 : Math.max(1, artwork.quantity),
      for_sale: forSale ? 1 : 0,
      is_sold: soldOut ? 1 : 0,
      ...demoFactColumns(artwork.title),
      created_at: iso(time),
      updated_at: iso(time),
    });
    (pictures[index] ?? []).forEach((picture, position) => {
      images.push({
        id: idAt(time),
        artwork_id: id,
        position,
        hash: picture.hash,
        widths: formatWidths(picture.widths),
        width: picture.width,
        height: picture.height,
        created_at: iso(time),
      });
    });
  });

  // Likes, comments and reviews from everyone but the artist, after both the artwork and the person existed.
  const likes: Insertable<LikesTable>[] = [];
  const comments: Insertable<CommentsTable>[] = [];
  const reviews: Insertable<ReviewsTable>[] = [];
  for (const artwork of artworks) {
    const artworkTime = created.get(artwork.id) as number;
    const others = people.filter((p) => idOf(p.username) !== artwork.artist_id);
    const popularity = r.next() ** 1.4;
    for (const person of r.sample(others, Math.round(popularity * others.length * 0.85))) {
      likes.push({
        user_id: idOf(person.username),
        artwork_id: artwork.id,
        created_at: iso(after(artworkTime, joinedAt(person.username))),
      });
    }
    const commentTimes: { person: string; time: number; content: string }[] = [];
    for (const person of r.sample(others, r.int(0, 4))) {
      commentTimes.push({
        person: person.username,
        time: after(artworkTime, joinedAt(person.username)),
        content: r.pick(COMMENTS),
      });
    }
    const artistName = people.find((p) => idOf(p.username) === artwork.artist_id)?.username as string;
    const firstComment = commentTimes.reduce((first, c) => Math.min(first, c.time), Number.POSITIVE_INFINITY);
    if (commentTimes.length > 0 && r.chance(0.5)) {
      commentTimes.push({ person: artistName, time: after(firstComment), content: r.pick(ARTIST_REPLIES) });
    }
    for (const comment of commentTimes.sort((a, b) => a.time - b.time)) {
      comments.push({
        id: idAt(comment.time),
        artwork_id: artwork.id,
        user_id: idOf(comment.person),
        content: comment.content,
        created_at: iso(comment.time),
      });
    }
    // Reviews only where the Reviews tab shows: artworks for sale.
    if (artwork.for_sale === 1 && r.chance(artwork.is_sold === 1 ? 0.95 : 0.6)) {
      for (const person of r.sample(others, r.int(1, 3))) {
        const roll = r.next();
        const rating = roll < 0.55 ? 5 : roll < 0.9 ? 4 : 3;
        const time = after(artworkTime, joinedAt(person.username));
        reviews.push({
          id: idAt(time),
          artwork_id: artwork.id,
          reviewer_id: idOf(person.username),
          rating,
          comment: r.pick(REVIEWS[rating]),
          created_at: iso(time),
        });
      }
    }
  }

  // The demo buyer has a few artworks saved, so the wishlist page has something to show.
  const buyerId = idOf(DEMO_BUYER_USERNAME);
  const wishlist: Insertable<WishlistItemsTable>[] = r
    .sample(
      artworks.filter((a) => a.for_sale === 1 && a.is_sold === 0),
      4,
    )
    .map((artwork) => ({
      user_id: buyerId,
      artwork_id: artwork.id,
      created_at: iso(after(created.get(artwork.id) as number, joinedAt(DEMO_BUYER_USERNAME))),
    }));

  // Counters, from the rows above.
  const likeCount = countBy(likes, (l) => l.artwork_id);
  const commentCount = countBy(comments, (c) => c.artwork_id);
  const reviewCount = countBy(reviews, (v) => v.artwork_id);
  const ratingSum = sumBy(
    reviews,
    (v) => v.artwork_id,
    (v) => v.rating,
  );
  for (const artwork of artworks) {
    artwork.like_count = likeCount.get(artwork.id) ?? 0;
    artwork.comment_count = commentCount.get(artwork.id) ?? 0;
    artwork.review_count = reviewCount.get(artwork.id) ?? 0;
    artwork.rating_sum = ratingSum.get(artwork.id) ?? 0;
  }
  const followers = countBy(follows, (f) => f.followee_id);
  const following = countBy(follows, (f) => f.follower_id);

  const users: Insertable<UsersTable>[] = people.map((person, i) => {
    const id = idOf(person.username);
    const avatar = avatars[i];
    const time = iso(joinedAt(person.username));
    const [first, ...rest] = person.name.toLowerCase().split(' ');
    return userRow({
      id,
      username: person.username,
      email: person.username === DEMO_BUYER_USERNAME ? 'demo@example.com' : `${first}.${rest.join('.')}@example.com`,
      password_hash: passwordHash,
      name: person.name,
      bio: person.bio,
      location: person.city,
      gender: person.gender,
      age: person.age,
      pincode: person.pincode,
      // Every real account has a valid phone (registration requires one); demo accounts should too.
      phone: `98${String(10_000_000 + i * 7_919).slice(-8)}`,
      role: 'user',
      profile_image: avatar ? profileImageUrl(avatar) : null,
      followers_count: followers.get(id) ?? 0,
      following_count: following.get(id) ?? 0,
      // Demo people have confirmed their addresses: no banner, and their notification mail goes out.
      email_verified_at: time,
      created_at: time,
    });
  });

  // Views per IST day over the last 90 days (issue 19), so an artist's studio is alive from the first visit:
  // a few a day, more for liked artworks and at weekends, none before an artwork was posted.
  const views: Insertable<ArtworkViewsDailyTable>[] = [];
  const today = istDay(now);
  for (const artwork of artworks) {
    const first = istDay(Math.max(created.get(artwork.id) as number, now - 89 * DAY));
    const popularity = 2 + (likeCount.get(artwork.id) ?? 0) * 0.6 + r.range(0, 4);
    for (let day = first; day <= today; day = addDays(day, 1)) {
      const weekend = [0, 6].includes(new Date(`${day}T00:00:00.000Z`).getUTCDay()) ? 1.5 : 1;
      const count = Math.round(popularity * weekend * r.range(0.2, 1.6));
      if (count > 0) views.push({ artwork_id: artwork.id, day, views: count });
    }
  }

  return { users, follows, artworks, images, likes, comments, reviews, wishlist, views };
}
