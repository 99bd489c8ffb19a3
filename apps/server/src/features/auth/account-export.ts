import type { Db } from '../../db/database';
import { paiseToRupees } from '../../lib/money';
import { findUserById } from '../users/users.repository';

// GET /api/auth/me/export (issue 17; India's DPDP Act gives a person access to their data): everything Kala
// holds about the person, as one JSON document. Of anyone else it holds only what the person's own records need
// to make sense: the other party's username in a message or a sale, the title of an artwork they liked. Never
// another person's e-mail, name, address, phone or password hash: a sale lists the buyer's username, not the
// shipping address (the artist sees that on the order page while it matters).

export async function exportAccount(db: Db, userId: string) {
  // The profile as the API reads it: every column of theirs but the password hash and sign-in and presence state.
  const user = await findUserById(db, userId);
  if (!user) return undefined;

  const artworks = await db
    .selectFrom('artworks')
    .select(['id', 'title', 'description', 'tags', 'category', 'location', 'price_paise', 'quantity', 'for_sale'])
    .select(['is_sold', 'created_at', 'updated_at'])
    .where('artist_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const comments = await db
    .selectFrom('comments')
    .select(['id', 'artwork_id', 'content', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const reviews = await db
    .selectFrom('reviews')
    .select(['id', 'artwork_id', 'rating', 'comment', 'created_at'])
    .where('reviewer_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const likes = await db
    .selectFrom('likes')
    .innerJoin('artworks', 'artworks.id', 'likes.artwork_id')
    .select(['likes.artwork_id', 'artworks.title', 'likes.created_at'])
    .where('likes.user_id', '=', userId)
    .orderBy('likes.created_at')
    .execute();
  const wishlist = await db
    .selectFrom('wishlist_items')
    .innerJoin('artworks', 'artworks.id', 'wishlist_items.artwork_id')
    .select(['wishlist_items.artwork_id', 'artworks.title', 'wishlist_items.created_at'])
    .where('wishlist_items.user_id', '=', userId)
    .orderBy('wishlist_items.created_at')
    .execute();
  const following = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .select(['users.username', 'follows.created_at'])
    .where('follows.follower_id', '=', userId)
    .execute();
  // The buyer's own orders: the shipping details are theirs.
  const orders = await db
    .selectFrom('orders')
    .select(['id', 'artwork_id', 'artwork_title', 'unit_price_paise', 'quantity', 'total_paise', 'status'])
    .select(['payment_status', 'payment_method', 'shipping_name', 'shipping_address', 'shipping_city'])
    .select(['shipping_pincode', 'shipping_phone', 'created_at'])
    .where('buyer_id', '=', userId)
    .orderBy('created_at')
    .execute();
  // Sales: what was sold and to which username; the buyer's name and address are the buyer's.
  const sales = await db
    .selectFrom('orders')
    .select(['id', 'artwork_id', 'artwork_title', 'unit_price_paise', 'quantity', 'total_paise', 'status'])
    .select(['payment_status', 'buyer_username', 'created_at'])
    .where('artist_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const messages = await db
    .selectFrom('chat_messages')
    .innerJoin('users as sender', 'sender.id', 'chat_messages.sender_id')
    .innerJoin('users as receiver', 'receiver.id', 'chat_messages.receiver_id')
    .select([
      'chat_messages.id',
      'sender.username as from',
      'receiver.username as to',
      'chat_messages.content',
      'chat_messages.created_at',
      'chat_messages.read_at',
    ])
    .where((eb) => eb.or([eb('chat_messages.sender_id', '=', userId), eb('chat_messages.receiver_id', '=', userId)]))
    .orderBy('chat_messages.created_at')
    .execute();

  // Payout details (decision 0034): the PAN and bank account number by their last four characters only, as the
  // payouts page shows them; the sealed values and Razorpay's ids stay out.
  const payoutAccount = await db
    .selectFrom('payout_accounts')
    .select(['legal_name', 'pan_last4', 'account_last4', 'ifsc', 'gstin_last4', 'phone', 'street', 'city', 'state'])
    .select(['pincode', 'status', 'created_at', 'updated_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

  const rupees = <T extends { unit_price_paise: number; total_paise: number }>(row: T) => {
    const { unit_price_paise, total_paise, ...rest } = row;
    return { ...rest, unit_price: paiseToRupees(unit_price_paise), total: paiseToRupees(total_paise) };
  };
  return {
    exportedAt: new Date().toISOString(),
    profile: user,
    following,
    artworks: artworks.map(({ price_paise, tags, ...rest }) => ({
      ...rest,
      tags: JSON.parse(tags) as unknown,
      price: paiseToRupees(price_paise),
    })),
    comments,
    reviews,
    likes,
    wishlist,
    orders: orders.map(rupees),
    sales: sales.map(rupees),
    messages,
    payoutAccount: payoutAccount ?? null,
  };
}
