// The benchmarks' yardstick: a bare Fastify server answering each scenario with ONE raw prepared statement
// that returns the same rows Kala's answer has (artwork, artist, and every image of the artwork, as Kala's cards
// carry them), serialized with plain JSON.stringify. No validation, auth, hooks, or response schema. Kala's
// throughput divided by this one, measured in the same run on the same machine, says what Kala's layers cost
// over the database itself.
//
// Each statement does the same database work as Kala's query for the scenario (same plan), so the ratio measures
// Kala's own layers, not a different query. The images are one JSON array per row, main image first, computed in
// the row's statement as Kala's are (issue 21); the baseline sends it as the database answers it (JSON text from
// SQLite, parsed by pg from PostgreSQL) and makes no image URLs. Kala reads a page's images in an outer query
// over the sorted page (artworks.repository.ts, withCardExtras), which costs SQLite a little more than computing
// them in the page's own statement as here; for these scenarios, which sort nothing, this is the cheaper form.
// Env: PORT, JWT_SECRET (Kala's, for /floor), and either DATABASE_URL (PostgreSQL) or SQLITE_PATH. Started by
// bench/run.ts as a child process.
import { ARTWORK_SEARCH_MAX_RESULTS, WHOLE_LIST_CAP } from '@kala/contract';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { HELMET_OPTIONS, helmetHeaders } from '../src/plugins/security-headers';
import { SEARCH_CANDIDATES } from '../src/features/search/search.repository';
import { spellingsOf } from '../src/features/search/terms';

const port = Number(process.env.PORT ?? 8099);
const PAGE = 24;
// A list asked without `limit` (plugins/whole-lists.ts): every row up to the public whole-list cap.
const WHOLE = WHOLE_LIST_CAP.public;
const SEARCH_LIMIT = ARTWORK_SEARCH_MAX_RESULTS;
// An answer the size of Kala's push public key (a base64url P-256 key, 87 characters).
const FLOOR_ANSWER = 'B'.repeat(87);

// Every image of the artwork, as Kala's cards carry them (the same SQL as Kala's imagesOf).
const imageFields = `'id', i.id, 'hash', i.hash, 'widths', i.widths, 'width', i.width, 'height', i.height`;
const images = process.env.DATABASE_URL
  ? `(select coalesce(json_agg(json_build_object(${imageFields}) order by i.position), '[]') from artwork_images i where i.artwork_id = a.id) as images`
  : `(select json_group_array(json_object(${imageFields}) order by i.position) from artwork_images i where i.artwork_id = a.id) as images`;
const columns = `
  a.id, a.artist_id, a.title, a.description, a.tags, a.category, a.location, a.price_paise, a.quantity,
  a.for_sale, a.is_sold, a.like_count, a.comment_count, a.review_count, a.rating_sum, a.created_at, a.alt_text,
  u.username, u.profile_image, ${images}`;
const from = `
  from artworks a
  join users u on u.id = a.artist_id`;

// A signed-in viewer's state on each card (issue 21), as Kala answers it: liked, in the wishlist, in the cart.
const viewerState = (viewer: string) => `,
  exists (select 1 from likes l where l.user_id = ${viewer} and l.artwork_id = a.id) as has_liked,
  exists (select 1 from wishlist_items w where w.user_id = ${viewer} and w.artwork_id = a.id) as is_wish_list,
  exists (select 1 from cart_items c where c.user_id = ${viewer} and c.artwork_id = a.id) as is_in_cart`;

// The one read every signed-in request makes: who the token's user is now (Kala's sessionUser, plugins/auth.ts).
const sessionRead = (uid: string) =>
  `select id, username, role, session_version, suspended_at from users where id = ${uid}`;

// A page of the viewer's notifications as Kala reads it (notifications.repository.ts): the actor, the artwork's
// title and main image, nothing of a suspended actor's nor of a comment or review a moderator hid
// (visibleNotifications of lib/visibility.ts), newest first, one row beyond the page.
const notifications = (viewer: string) => `
  select n.id, n.type, n.actor_id, n.artwork_id, n.order_id, n.detail, n.count, n.created_at, n.read_at,
    actor.username as actor_username, actor.profile_image as actor_profile_image, artwork.title as artwork_title,
    i.id as image_id, i.hash, i.widths, i.width, i.height
  from notifications n
  left join users actor on actor.id = n.actor_id
  left join artworks artwork on artwork.id = n.artwork_id
  left join artwork_images i on i.artwork_id = n.artwork_id and i.position = 0
  where n.recipient_id = ${viewer} and not (
    (n.type in ('like', 'comment', 'review', 'follow', 'message')
      and exists (select 1 from users s where s.id = n.actor_id and s.suspended_at is not null))
    or (n.type = 'comment'
      and exists (select 1 from comments c where c.user_id = n.actor_id and c.artwork_id = n.artwork_id and c.hidden_at is not null)
      and not exists (select 1 from comments c where c.user_id = n.actor_id and c.artwork_id = n.artwork_id and c.hidden_at is null))
    or (n.type = 'review'
      and exists (select 1 from reviews r where r.reviewer_id = n.actor_id and r.artwork_id = n.artwork_id and r.hidden_at is not null)
      and not exists (select 1 from reviews r where r.reviewer_id = n.actor_id and r.artwork_id = n.artwork_id and r.hidden_at is null))
  )
  order by n.created_at desc, n.id desc
  limit ${PAGE + 1}`;

// The chat inbox as Kala reads it (chat.repository.ts, listConversations): every peer with the newest message
// either way and the unread count, newest conversation first.
const inbox = (me: string) => `
  with last_per_peer as (
    select peer_id, max(last_at) as last_at from (
      select receiver_id as peer_id, max(created_at) as last_at from chat_messages where sender_id = ${me} group by receiver_id
      union all
      select sender_id as peer_id, max(created_at) as last_at from chat_messages where receiver_id = ${me} group by sender_id
    ) as both_directions group by peer_id
  ), unread as (
    select sender_id as peer_id, count(*) as unread from chat_messages
    where receiver_id = ${me} and read_at is null group by sender_id
  )
  select u.id as peer_id, u.username, u.name, u.profile_image, m.id, m.sender_id, m.receiver_id, m.content,
    m.client_id, m.created_at, m.read_at, unread.unread
  from last_per_peer
  join users u on u.id = last_per_peer.peer_id
  join chat_messages m on m.created_at = last_per_peer.last_at
    and ((m.sender_id = ${me} and m.receiver_id = last_per_peer.peer_id)
      or (m.sender_id = last_per_peer.peer_id and m.receiver_id = ${me}))
  left join unread on unread.peer_id = last_per_peer.peer_id
  order by m.created_at desc, m.id desc`;

// Discover narrowed by medium, size band and colour (issue 38), as Kala filters (artworks.repository.ts, FILTERS):
// equality on the two columns (the (medium, size_band, created_at, id) index of migration 0044, newest first), the
// colour checked per row in artwork_colours by its primary key. Same plan as Kala's.
const filtered = (medium: string, size: string, colour: string) => `select ${columns} ${from}
  where a.medium = ${medium} and a.size_band = ${size}
    and exists (select 1 from artwork_colours c where c.artwork_id = a.id and c.colour = ${colour})
  order by a.created_at desc, a.id desc limit ${PAGE}`;

type Query = (name: string, params: unknown[]) => Promise<unknown[]>;

/**
 * SQLite: 1 when the spelling `t.value` is a word of `column` (lowercased, the punctuation of titles, tags (a JSON
 * list) and usernames read as spaces), else 0. A whole word, or, when searching by prefixes (`@prefix`), the start
 * of one for the word as typed (the group's first spelling, `t.key` 0), as Kala ranks (search.repository.ts).
 */
const hasWord = (column: string) => {
  const spaced = ['"', ',', '[', ']', "'", '-', '_', '.', ':', '!', '?', '(', ')'].reduce(
    (text, mark) => `replace(${text}, '${mark.replace("'", "''")}', ' ')`,
    `lower(${column})`,
  );
  return `(case when @prefix = 1 and t.key = 0 then instr(' ' || ${spaced}, ' ' || t.value)
    else instr(' ' || ${spaced} || ' ', ' ' || t.value || ' ') end > 0)`;
};

function sqliteQueries(path: string): { run: Query; sql: Record<string, string> } {
  const db = new SQLite(path, { readonly: true });
  db.pragma('journal_mode = WAL');
  const sql: Record<string, string> = {
    listing: `select ${columns} ${from} order by a.created_at desc, a.id desc limit ${PAGE}`,
    deep: `select ${columns} ${from} where (a.created_at, a.id) < (?, ?) order by a.created_at desc, a.id desc limit ${PAGE}`,
    whole: `select ${columns} ${from} order by a.created_at desc, a.id desc limit ${WHOLE}`,
    // The read Kala chooses for a viewer who follows prolific artists (newest first, not per artist).
    feed: `select ${columns} ${viewerState('@viewer')} ${from}
      where a.artist_id || '' in (select followee_id from follows where follower_id = @viewer)
      order by a.created_at desc, a.id desc limit ${PAGE}`,
    detail: `select ${columns} ${from} where a.id = ?`,
    listingSignedIn: `select ${columns} ${viewerState('@viewer')} ${from} order by a.created_at desc, a.id desc limit ${PAGE}`,
    detailSignedIn: `select ${columns} ${viewerState('@viewer')} ${from} where a.id = @id`,
    profile: `select ${columns} ${from} where a.artist_id = ? order by a.created_at desc, a.id desc limit ${PAGE}`,
    filtered: filtered('?', '?', '?'),
    // Search as Kala reads it: the newest SEARCH_CANDIDATES whole-word matches with the columns the rank needs,
    // the best 40 of them, ties to the greater id (search.repository.ts). The rank is Kala's weights as an SQL
    // expression: per word, the best column any of its spellings is in (title 1, tags and artist 0.4, category
    // 0.2, else the description's 0.1), found as a whole word between spaces and punctuation (hasWord; not as a
    // substring: "mor", a spelling of "peacock", is in "Morning"), without Kala's small bonus for repeats. On
    // the bench's queries both answer the same 40 artworks in the same order.
    search: `select ${columns} from (
        select artwork_id, score from (
          select artwork_id, (
              select sum((select max(max(0.1, ${hasWord('f.title')} * 1.0,
                  ${hasWord('f.tags')} * 0.4, ${hasWord('f.username')} * 0.4,
                  ${hasWord('f.category')} * 0.2)) from json_each(g.value) t))
              from json_each(@groups) g) as score
          from artworks_fts f where artworks_fts match @match order by rowid limit ${SEARCH_CANDIDATES}
        ) order by score desc, artwork_id desc limit ${SEARCH_LIMIT}
      ) s join artworks a on a.id = s.artwork_id
      join users u on u.id = a.artist_id
      order by s.score desc, s.artwork_id desc`,
    notifications: notifications('@viewer'),
    inbox: inbox('@viewer'),
    session: sessionRead('?'),
  };
  const statements = Object.fromEntries(Object.entries(sql).map(([name, text]) => [name, db.prepare(text)]));
  return { sql, run: async (name, params) => statements[name]?.all(...params) ?? [] };
}

function postgresQueries(url: string): { run: Query; sql: Record<string, string> } {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const sql: Record<string, string> = {
    listing: `select ${columns} ${from} order by a.created_at desc, a.id desc limit ${PAGE}`,
    deep: `select ${columns} ${from} where (a.created_at, a.id) < ($1, $2) order by a.created_at desc, a.id desc limit ${PAGE}`,
    whole: `select ${columns} ${from} order by a.created_at desc, a.id desc limit ${WHOLE}`,
    feed: `select ${columns} ${viewerState('$1')} ${from}
      where a.artist_id in (select followee_id from follows where follower_id = $1)
      order by a.created_at desc, a.id desc limit ${PAGE}`,
    detail: `select ${columns} ${from} where a.id = $1`,
    listingSignedIn: `select ${columns} ${viewerState('$1')} ${from} order by a.created_at desc, a.id desc limit ${PAGE}`,
    detailSignedIn: `select ${columns} ${viewerState('$1')} ${from} where a.id = $2`,
    profile: `select ${columns} ${from} where a.artist_id = $1 order by a.created_at desc, a.id desc limit ${PAGE}`,
    filtered: filtered('$1', '$2', '$3'),
    // Search as Kala reads it (search.repository.ts, rankTsquery): the best 40 of the newest SEARCH_CANDIDATES
    // matches by ts_rank, ties to the newer.
    search: `select ${columns} from (
        select id, created_at, ts_rank(search_vector, to_tsquery('simple', $1)) as rank from (
          select id, search_vector, created_at from artworks
          where search_vector @@ to_tsquery('simple', $1)
          order by created_at desc, id desc limit ${SEARCH_CANDIDATES}
        ) as candidates
        order by rank desc, created_at desc, id desc limit ${SEARCH_LIMIT}
      ) s join artworks a on a.id = s.id
      join users u on u.id = a.artist_id
      order by s.rank desc, s.created_at desc, s.id desc`,
    notifications: notifications('$1'),
    inbox: inbox('$1'),
    session: sessionRead('$1'),
  };
  // Named queries: PostgreSQL prepares each once per connection. Not the feed's: after five runs a named
  // statement gets PostgreSQL's generic plan, which for the feed reads every artwork of the 200 followed artists
  // and sorts them (9 ms against 1 ms, measured at 10,000 artworks), where Kala's unnamed statements get a
  // plan for the viewer at hand (newest first, stopping after a page). Same plan as Kala's, as above.
  const planEachTime = new Set(['feed']);
  return {
    sql,
    run: async (name, values) =>
      (
        await pool.query(
          planEachTime.has(name) ? { text: sql[name] as string, values } : { name, text: sql[name] as string, values },
        )
      ).rows,
  };
}

const databaseUrl = process.env.DATABASE_URL;
const dialect = databaseUrl ? 'postgres' : 'sqlite';
const { run } = databaseUrl ? postgresQueries(databaseUrl) : sqliteQueries(process.env.SQLITE_PATH ?? 'kala.db');

/** The words of a query, as Kala cuts them (whole words: the match Kala tries first). */
function wordsOf(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
}

const app = Fastify({ logger: false });
app.get('/health', async () => ({ ok: true }));

// The second yardstick (issue 39): a minimal signed-in server. What every signed-in request must do at the least,
// done the plainest way: the HS256 signature checked with a key imported once, one prepared read of the session's
// user, Kala's security headers (computed once, as Kala does), a small JSON answer. Kala's signed-in floor (its
// `GET /api/push/public-key` with a token) against this says what Kala's own layers add to a signed-in request.
const sessionKey = await crypto.subtle.importKey(
  'raw',
  new TextEncoder().encode(process.env.JWT_SECRET ?? ''),
  { name: 'HMAC', hash: 'SHA-256' },
  false,
  ['verify'],
);
const securityHeaders = helmetHeaders(HELMET_OPTIONS).set;
app.get('/floor', async (request, reply) => {
  const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
  const { payload } = await jwtVerify(token, sessionKey, { algorithms: ['HS256'] }).catch(() => ({ payload: null }));
  const [user] = payload ? ((await run('session', [payload.uid])) as { session_version: number }[]) : [];
  reply.headers(securityHeaders);
  if (!payload || !user || user.session_version !== (payload.ver ?? 0)) return reply.code(401).send({ ok: false });
  return { publicKey: FLOOR_ANSWER };
});
// Parameters as each engine binds them: PostgreSQL by position ($1, $2), SQLite by name for the viewer.
const withViewer = (viewer: string, id?: string): unknown[] =>
  dialect === 'postgres'
    ? id === undefined
      ? [viewer]
      : [viewer, id]
    : [id === undefined ? { viewer } : { viewer, id }];
app.get('/listing', async (request) => {
  const { key, id, viewer, whole } = request.query as { key?: string; id?: string; viewer?: string; whole?: string };
  if (viewer) return run('listingSignedIn', withViewer(viewer));
  if (whole) return run('whole', []);
  return key && id ? run('deep', [key, id]) : run('listing', []);
});
app.get('/feed', async (request) => run('feed', withViewer((request.query as { viewer: string }).viewer)));
app.get('/detail/:id', async (request) => {
  const { id } = request.params as { id: string };
  const { viewer } = request.query as { viewer?: string };
  return (await (viewer ? run('detailSignedIn', withViewer(viewer, id)) : run('detail', [id])))[0] ?? {};
});
app.get('/profile/:id', async (request) => run('profile', [(request.params as { id: string }).id]));
app.get('/filtered', async (request) => {
  const { medium, size, colour } = request.query as { medium: string; size: string; colour: string };
  return run('filtered', [medium, size, colour]);
});
app.get('/notifications', async (request) =>
  run('notifications', withViewer((request.query as { viewer: string }).viewer)),
);
app.get('/inbox', async (request) => run('inbox', withViewer((request.query as { viewer: string }).viewer)));
// As Kala: each word with its equivalent spellings (terms.ts: "golden" finds "gold" and सोना), whole words first,
// and prefixes of the word as typed when whole words do not fill an answer ("sun" finds "Sunset").
app.get('/search', async (request) => {
  const groups = wordsOf((request.query as { query: string }).query).map(spellingsOf);
  const any = (terms: string[], or: string) => (terms.length === 1 ? terms[0] : `(${terms.join(or)})`);
  const search = (prefix: boolean) =>
    dialect === 'postgres'
      ? run('search', [
          groups
            .map((group) =>
              any(
                group.map((w, i) => (prefix && i === 0 ? `'${w}':*` : `'${w}'`)),
                ' | ',
              ),
            )
            .join(' & '),
        ])
      : run('search', [
          {
            match: groups
              .map((group) =>
                any(
                  group.map((w, i) => (prefix && i === 0 ? `"${w}"*` : `"${w}"`)),
                  ' OR ',
                ),
              )
              .join(' AND '),
            groups: JSON.stringify(groups),
            prefix: prefix ? 1 : 0,
          },
        ]);
  const exact = await search(false);
  return exact.length >= SEARCH_LIMIT ? exact : search(true);
});

await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
