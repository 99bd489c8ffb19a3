import { type Kysely, sql } from 'kysely';

// A chat message is stored at most once per (sender_id, client_id): a tab whose acknowledgement was lost (the
// socket dropped after the server stored the message) retries with the same client_id, and the retry must find
// the stored message rather than store a second one (features/chat/chat.repository.ts insertChatMessage).
// Messages without a client_id (spec clients, HTTP-era rows, counter-offer cards) are not constrained.
//
// Before this index, a retry did store a second row. Those duplicates are removed first, or the unique index
// could not be built: the oldest row of each (sender_id, client_id) group is kept (the one the receiver saw
// first; ties in time go to the smaller id, the earlier UUIDv7) and the later copies are deleted.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from chat_messages
    where client_id is not null
      and exists (
        select 1 from chat_messages as older
        where older.sender_id = chat_messages.sender_id
          and older.client_id = chat_messages.client_id
          and (
            older.created_at < chat_messages.created_at
            or (older.created_at = chat_messages.created_at and older.id < chat_messages.id)
          )
      )
  `.execute(db);
  await db.schema
    .createIndex('chat_messages_sender_client_id')
    .on('chat_messages')
    .columns(['sender_id', 'client_id'])
    .unique()
    .where(sql.ref('client_id'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('chat_messages_sender_client_id').ifExists().execute();
}
