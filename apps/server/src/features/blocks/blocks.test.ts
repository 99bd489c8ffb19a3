import { blockListSchema, type ChatServerFrame, ERR } from '@kala/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { ChatClient, listenForChat } from '../chat/chat.fixtures';

// Blocks (issue 17): POST/DELETE /api/auth/blocks/{user}, GET /api/auth/blocks, and the rules, in effect both
// ways: no follow, message, comment or review between the two, each gone from the other's feed, search and
// comments, and no social notification from one to the other.

describe('blocks', () => {
  let t: TestApp;
  let url: string;
  const open: ChatClient[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForChat(t.app);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => t.close());

  const call = (user: TestUser | null, method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
    t.app.inject({ method, url: path, headers: user ? user.auth : {}, ...(payload ? { payload } : {}) });
  const block = (me: TestUser, other: TestUser | string) =>
    call(me, 'POST', `/api/auth/blocks/${typeof other === 'string' ? other : other.id}`);
  const counts = (id: string) =>
    t.deps.db
      .selectFrom('users')
      .select(['followers_count', 'following_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('blocks once (201, then 200), by id or username; lists and unblocks; not oneself, not a stranger', async () => {
    const asha = await createUser(t);
    const ravi = await createUser(t);
    const meera = await createUser(t);
    expect((await block(asha, ravi)).statusCode).toBe(201);
    const again = await block(asha, ravi.username.toUpperCase());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ blocked: true });
    expect((await block(asha, meera)).statusCode).toBe(201);
    // The profile tells the one who blocked, and only them.
    expect((await call(asha, 'GET', `/api/user/${ravi.username}`)).json().isBlocked).toBe(true);
    expect((await call(ravi, 'GET', `/api/user/${asha.username}`)).json().isBlocked).toBe(false);
    expect((await call(null, 'GET', `/api/user/${ravi.username}`)).json().isBlocked).toBeUndefined();
    const list = blockListSchema.parse((await call(asha, 'GET', '/api/auth/blocks')).json());
    expect(list.users.map((u) => u.username)).toEqual([meera.username, ravi.username]);

    const self = await block(asha, asha);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(ERR.cannotBlockSelf);
    expect((await block(asha, 'nobody_here')).statusCode).toBe(404);

    const unblock = await call(asha, 'DELETE', `/api/auth/blocks/${ravi.username}`);
    expect(unblock.json()).toEqual({ blocked: false });
    expect((await call(asha, 'DELETE', `/api/auth/blocks/${ravi.id}`)).statusCode).toBe(200);
    expect(blockListSchema.parse((await call(asha, 'GET', '/api/auth/blocks')).json()).users).toHaveLength(1);
  });

  it('ends a follow either way with the counts, and refuses a new one both ways until unblocked', async () => {
    const asha = await createUser(t);
    const ravi = await createUser(t);
    expect((await call(asha, 'POST', `/api/auth/${ravi.id}/follow`)).statusCode).toBe(200);
    expect((await call(ravi, 'POST', `/api/auth/${asha.id}/follow`)).statusCode).toBe(200);
    await block(asha, ravi);
    expect(await counts(asha.id)).toEqual({ followers_count: 0, following_count: 0 });
    expect(await counts(ravi.id)).toEqual({ followers_count: 0, following_count: 0 });
    expect(
      await t.deps.db.selectFrom('follows').selectAll().where('follower_id', 'in', [asha.id, ravi.id]).execute(),
    ).toEqual([]);

    const mine = await call(asha, 'POST', `/api/auth/${ravi.id}/follow`);
    expect(mine.statusCode).toBe(403);
    expect(mine.json().message).toBe(ERR.youBlocked);
    const theirs = await call(ravi, 'POST', `/api/auth/${asha.id}/follow`);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(ERR.blockedByThem);

    await call(asha, 'DELETE', `/api/auth/blocks/${ravi.id}`);
    expect((await call(ravi, 'POST', `/api/auth/${asha.id}/follow`)).statusCode).toBe(200);
  });

  it("neither comments on nor reviews the other's artworks", async () => {
    const artist = await createUser(t);
    const blocked = await createUser(t);
    const piece = await createArtwork(t, artist.id, { forSale: true, price: 900 });
    const theirs = await createArtwork(t, blocked.id, { forSale: true, price: 900 });
    await block(artist, blocked);
    const comment = await call(blocked, 'POST', `/api/auth/comments/${piece.id}`, { content: 'Lovely' });
    expect(comment.statusCode).toBe(403);
    expect(comment.json().message).toBe(ERR.blockedByThem);
    const review = await call(blocked, 'POST', '/api/auth/reviews', { artworkId: piece.id, rating: 5, comment: 'Hi' });
    expect(review.statusCode).toBe(403);
    const back = await call(artist, 'POST', `/api/auth/comments/${theirs.id}`, { content: 'Hm' });
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe(ERR.youBlocked);
    expect(
      await t.deps.db.selectFrom('comments').selectAll().where('artwork_id', 'in', [piece.id, theirs.id]).execute(),
    ).toEqual([]);
  });

  it("each is gone from the other's comments, feed, artwork search and people search; others still see both", async () => {
    const asha = await createUser(t, { username: 'asha_blocks', name: 'Asha Blockwell' });
    const ravi = await createUser(t, { username: 'ravi_blocks', name: 'Ravi Blockwell' });
    const other = await createUser(t);
    const shared = await createArtwork(t, other.id);
    const raviWork = await createArtwork(t, ravi.id, { title: 'Blockwell Monsoon' });
    const ashaWork = await createArtwork(t, asha.id, { title: 'Blockwell Harvest' });
    await call(ravi, 'POST', `/api/auth/comments/${shared.id}`, { content: 'From Ravi' });
    await call(asha, 'POST', `/api/auth/comments/${shared.id}`, { content: 'From Asha' });
    await block(asha, ravi);

    const comments = async (viewer: TestUser | null) =>
      (await call(viewer, 'GET', `/api/artworks/${shared.id}/comments`))
        .json()
        .map((c: { content: string }) => c.content);
    expect(await comments(asha)).toEqual(['From Asha']);
    expect(await comments(ravi)).toEqual(['From Ravi']);
    expect((await comments(other)).sort()).toEqual(['From Asha', 'From Ravi']);
    expect((await comments(null)).sort()).toEqual(['From Asha', 'From Ravi']);

    const feedIds = async (viewer: TestUser) =>
      (await call(viewer, 'GET', '/api/auth/homefeed?limit=100')).json().map((a: { id: string }) => a.id);
    expect(await feedIds(asha)).not.toContain(raviWork.id);
    expect(await feedIds(ravi)).not.toContain(ashaWork.id);
    expect(await feedIds(other)).toEqual(expect.arrayContaining([raviWork.id, ashaWork.id]));

    const searchIds = async (viewer: TestUser | null) =>
      (await call(viewer, 'GET', '/api/artworks/search?query=blockwell')).json().map((a: { id: string }) => a.id);
    expect(await searchIds(asha)).toEqual([ashaWork.id]);
    expect(await searchIds(ravi)).toEqual([raviWork.id]);
    expect((await searchIds(null)).sort()).toEqual([ashaWork.id, raviWork.id].sort());

    const people = async (viewer: TestUser | null) =>
      (await call(viewer, 'GET', '/api/search/user?query=blockwell'))
        .json()
        .map((u: { username: string }) => u.username);
    expect(await people(asha)).toEqual(['asha_blocks']);
    expect(await people(other)).toEqual(['asha_blocks', 'ravi_blocks']);
  });

  it('a like across a block still counts, but its notification is not made', async () => {
    const artist = await createUser(t);
    const fan = await createUser(t);
    const piece = await createArtwork(t, artist.id);
    await block(artist, fan);
    // Likes are still allowed (a like is not contact), but the artist is not told.
    expect((await call(fan, 'POST', `/api/auth/likes/${piece.id}`)).statusCode).toBe(200);
    const notifications = await t.deps.db
      .selectFrom('notifications')
      .selectAll()
      .where('recipient_id', '=', artist.id)
      .execute();
    expect(notifications).toEqual([]);
  });

  it('the chat socket refuses a message either way with its reason, drops typing, and keeps the history', async () => {
    const asha = await createUser(t);
    const ravi = await createUser(t);
    const ashaTab = await ChatClient.connect(url, asha.token);
    const raviTab = await ChatClient.connect(url, ravi.token);
    open.push(ashaTab, raviTab);
    ashaTab.send({ action: 'message', receiver_id: ravi.id, content: 'Before', client_id: 'c1' });
    await raviTab.next((frame) => frame.type === 'message');
    await block(asha, ravi);

    raviTab.send({ action: 'message', receiver_id: asha.id, content: 'After', client_id: 'c2' });
    expect(await raviTab.nextError()).toMatchObject({ message: ERR.blockedByThem, code: 'forbidden', client_id: 'c2' });
    ashaTab.send({ action: 'message', receiver_id: ravi.id, content: 'Mine', client_id: 'c3' });
    expect(await ashaTab.nextError()).toMatchObject({ message: ERR.youBlocked, client_id: 'c3' });
    raviTab.send({ action: 'typing', receiver_id: asha.id });
    // Only the message from before the block reached Asha (a presence frame of Ravi's arrival may have too).
    const contact = (frame: ChatServerFrame) => frame.type !== 'error' && frame.type !== 'presence';
    expect(await ashaTab.untakenAfter(300, contact)).toEqual([
      expect.objectContaining({ type: 'message', content: 'Before' }),
    ]);
    const stored = await t.deps.db
      .selectFrom('chat_messages')
      .select('content')
      .where('sender_id', 'in', [asha.id, ravi.id])
      .execute();
    expect(stored.map((row) => row.content)).toEqual(['Before']);
    const history = await call(ravi, 'GET', `/api/auth/chat/history/${asha.id}`);
    expect(history.json().map((m: { content: string }) => m.content)).toEqual(['Before']);
  });
});
