import { type Kysely, sql } from 'kysely';

// The whole data model. Written once with Kysely's schema builder so it runs on SQLite and PostgreSQL alike.
// Unique keys make repeated actions harmless (one like, one wishlist entry, one follow, one review, one cart
// line per user and artwork); indexes serve the feed, listing, profile grids, chat and order pages.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('age', 'integer')
    .addColumn('pincode', 'integer')
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('profile_image', 'text')
    .addColumn('followers_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('following_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Usernames are unique regardless of case ("Asha" and "asha" are one person to a reader).
  await sql`create unique index users_username_lower on users (lower(username))`.execute(db);
  await db.schema.createIndex('users_email').unique().on('users').column('email').execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema.createIndex('follows_followee').on('follows').columns(['followee_id', 'created_at']).execute();

  await db.schema
    .createTable('artworks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artist_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('for_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_sold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('artworks_counts_non_negative', sql`like_count >= 0 and comment_count >= 0 and quantity >= 0`)
    .execute();
  // Keyset paging: every listing order ends in id so the cursor is unique.
  await db.schema.createIndex('artworks_recent').on('artworks').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('artworks_artist').on('artworks').columns(['artist_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('artworks_category').on('artworks').columns(['category', 'created_at', 'id']).execute();
  await db.schema.createIndex('artworks_location').on('artworks').columns(['location', 'created_at', 'id']).execute();
  await db.schema.createIndex('artworks_price').on('artworks').columns(['price_paise', 'id']).execute();
  await db.schema.createIndex('artworks_popular').on('artworks').columns(['like_count', 'id']).execute();

  await db.schema
    .createTable('artwork_images')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('widths', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('artwork_images_position', ['artwork_id', 'position'])
    .execute();
  await db.schema.createIndex('artwork_images_hash').on('artwork_images').column('hash').execute();

  await db.schema
    .createTable('likes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['user_id', 'artwork_id'])
    .execute();
  await db.schema.createIndex('likes_artwork').on('likes').column('artwork_id').execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_artwork').on('comments').columns(['artwork_id', 'created_at']).execute();
  await db.schema.createIndex('comments_user').on('comments').column('user_id').execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('reviewer_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reviews_one_per_person', ['artwork_id', 'reviewer_id'])
    .addCheckConstraint('reviews_rating_range', sql`rating between 1 and 5`)
    .execute();
  await db.schema.createIndex('reviews_reviewer').on('reviews').column('reviewer_id').execute();

  await db.schema
    .createTable('wishlist_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'artwork_id'])
    .execute();
  await db.schema.createIndex('wishlist_items_user').on('wishlist_items').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('wishlist_items_artwork').on('wishlist_items').column('artwork_id').execute();

  await db.schema
    .createTable('cart_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('artwork_id', 'text', (c) => c.notNull().references('artworks.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('cart_items_one_line', ['user_id', 'artwork_id'])
    .addCheckConstraint('cart_items_quantity_positive', sql`quantity > 0`)
    .execute();
  await db.schema.createIndex('cart_items_artwork').on('cart_items').column('artwork_id').execute();

  await db.schema
    .createTable('checkouts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('checkouts_idempotency', ['user_id', 'idempotency_key'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checkout_id', 'text', (c) => c.notNull())
    .addColumn('buyer_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('artist_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('artwork_id', 'text', (c) => c.references('artworks.id').onDelete('set null'))
    .addColumn('artwork_title', 'text', (c) => c.notNull())
    .addColumn('unit_price_paise', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('buyer_username', 'text', (c) => c.notNull())
    .addColumn('buyer_name', 'text', (c) => c.notNull())
    .addColumn('buyer_location', 'text', (c) => c.notNull())
    .addColumn('shipping_name', 'text', (c) => c.notNull())
    .addColumn('shipping_address', 'text', (c) => c.notNull())
    .addColumn('shipping_city', 'text', (c) => c.notNull())
    .addColumn('shipping_pincode', 'text', (c) => c.notNull())
    .addColumn('shipping_phone', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_buyer').on('orders').columns(['buyer_id', 'created_at']).execute();
  await db.schema.createIndex('orders_artist').on('orders').columns(['artist_id', 'created_at']).execute();
  await db.schema.createIndex('orders_created').on('orders').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('orders_checkout').on('orders').column('checkout_id').execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('receiver_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // History of a pair reads both directions by time; the inbox reads unread per receiver.
  await db.schema
    .createIndex('chat_messages_pair')
    .on('chat_messages')
    .columns(['sender_id', 'receiver_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('chat_messages_unread')
    .on('chat_messages')
    .columns(['receiver_id', 'read_at', 'sender_id'])
    .execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'password_resets',
    'chat_messages',
    'orders',
    'checkouts',
    'cart_items',
    'wishlist_items',
    'reviews',
    'comments',
    'likes',
    'artwork_images',
    'artworks',
    'follows',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
