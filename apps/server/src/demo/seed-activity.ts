import type { Db } from '../db/database';
import { checkout } from '../features/checkout/checkout.service';
import { insertNotification } from '../features/notifications/notifications.repository';
import { recordPayments } from '../features/ledger/ledger.service';
import { markCodPaid } from '../features/orders/orders.repository';
import { newId, nowIso } from '../lib/ids';
import { DEMO_BUYER_USERNAME } from './demo-content';

// The demo's activity (issue 15): the demo buyer has placed an order (one line already paid), is in a
// conversation with an artist who answered last, and has notifications; a few artists have sales, likes and
// comments waiting in their notifications. So a newcomer signing in as the demo buyer or one of those artists
// sees Messages, Orders, Sales and the bell with content. Built with the product's own checkout and
// notification code, so the rows are what real use would make. No mail is queued for any of it.

export const DEMO_SHIPPING = {
  name: 'Demo Buyer',
  address: '221 Residency Road, Ashok Nagar',
  city: 'Bengaluru',
  pincode: '560025',
  phone: '+919876543210',
} as const;

const CONVERSATION = [
  { fromBuyer: true, content: 'Namaste! I love the colours in your work. Do you ship to Bengaluru?' },
  { fromBuyer: false, content: 'Thank you so much! Yes, I ship all over India, usually within a week.' },
  { fromBuyer: true, content: 'Wonderful. I just ordered one, could you pack it with extra care?' },
  { fromBuyer: false, content: 'Of course. It will go out in a wooden crate. I will message you once it ships.' },
];

export async function seedDemoActivity(db: Db, feeBasisPoints: number): Promise<void> {
  const buyer = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', DEMO_BUYER_USERNAME)
    .executeTakeFirstOrThrow();
  // Two artworks of two different artists, with stock to spare (buying one leaves them for sale).
  const candidates = await db
    .selectFrom('artworks')
    .select(['id', 'artist_id'])
    .where('for_sale', '=', 1)
    .where('is_sold', '=', 0)
    .where('quantity', '>=', 2)
    .where('artist_id', '<>', buyer.id)
    .orderBy('id')
    .execute();
  const picked: { id: string; artist_id: string }[] = [];
  for (const artwork of candidates) {
    if (picked.length < 2 && !picked.some((p) => p.artist_id === artwork.artist_id)) picked.push(artwork);
  }
  const now = nowIso();
  await db
    .insertInto('cart_items')
    .values(
      picked.map((artwork) => ({
        id: newId(),
        user_id: buyer.id,
        artwork_id: artwork.id,
        quantity: 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const { orders } = await checkout({ db, gateway: null, feeBasisPoints }, buyer.id, DEMO_SHIPPING, 'demo-seed');

  for (const order of orders) {
    const artistId = picked.find((p) => p.id === order.artworkId)?.artist_id;
    if (!artistId) continue;
    await insertNotification(db, {
      recipientId: artistId,
      type: 'sale',
      actorId: buyer.id,
      artworkId: order.artworkId,
      orderId: order.id,
      detail: { title: order.artwork.title, quantity: order.quantity },
    });
  }
  const [firstOrder] = orders;
  const firstArtist = picked[0]?.artist_id;
  if (firstOrder && firstArtist) {
    // Its cash collected, as its artist would mark it: paid, with the ledger's entries of the sale.
    await db.transaction().execute(async (tx) => {
      if (await markCodPaid(tx, firstOrder.id, now)) await recordPayments(tx, [firstOrder.id], now);
    });
    await insertNotification(db, {
      recipientId: buyer.id,
      type: 'order',
      actorId: firstArtist,
      artworkId: firstOrder.artworkId,
      orderId: firstOrder.id,
      detail: { title: firstOrder.artwork.title, status: 'paid' },
    });

    // The conversation with that artist: the artist wrote last, and the buyer has not read it yet.
    const start = Date.now() - CONVERSATION.length * 7 * 60_000;
    for (const [index, line] of CONVERSATION.entries()) {
      const last = index === CONVERSATION.length - 1;
      await db
        .insertInto('chat_messages')
        .values({
          id: newId(),
          sender_id: line.fromBuyer ? buyer.id : firstArtist,
          receiver_id: line.fromBuyer ? firstArtist : buyer.id,
          content: line.content,
          client_id: null,
          created_at: new Date(start + index * 7 * 60_000).toISOString(),
          read_at: last ? null : new Date(start + index * 7 * 60_000 + 60_000).toISOString(),
        })
        .execute();
    }
    await insertNotification(db, {
      recipientId: buyer.id,
      type: 'message',
      actorId: firstArtist,
      collapse: { key: `message:${firstArtist}` },
    });
  }

  // Artists who follow the demo buyer.
  const followers = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('followee_id', '=', buyer.id)
    .orderBy('created_at')
    .limit(3)
    .execute();
  for (const follower of followers) {
    await insertNotification(db, { recipientId: buyer.id, type: 'follow', actorId: follower.follower_id });
  }

  // The selling artists: each of their most liked artworks as one collapsed entry, and the latest comments.
  for (const artistId of picked.map((p) => p.artist_id)) {
    const liked = await db
      .selectFrom('artworks')
      .select(['id', 'title'])
      .where('artist_id', '=', artistId)
      .where('like_count', '>', 0)
      .orderBy('like_count', 'desc')
      .limit(2)
      .execute();
    for (const artwork of liked) {
      const likes = await db
        .selectFrom('likes')
        .select('user_id')
        .where('artwork_id', '=', artwork.id)
        .orderBy('created_at')
        .limit(5)
        .execute();
      for (const like of likes) {
        await insertNotification(db, {
          recipientId: artistId,
          type: 'like',
          actorId: like.user_id,
          artworkId: artwork.id,
          detail: { title: artwork.title },
          collapse: { key: `like:${artwork.id}` },
        });
      }
    }
    const comments = await db
      .selectFrom('comments')
      .innerJoin('artworks', 'artworks.id', 'comments.artwork_id')
      .select(['comments.user_id', 'artworks.id', 'artworks.title'])
      .where('artworks.artist_id', '=', artistId)
      .where('comments.user_id', '<>', artistId)
      .orderBy('comments.created_at', 'desc')
      .limit(2)
      .execute();
    for (const comment of comments) {
      await insertNotification(db, {
        recipientId: artistId,
        type: 'comment',
        actorId: comment.user_id,
        artworkId: comment.id,
        detail: { title: comment.title },
      });
    }
  }
}
