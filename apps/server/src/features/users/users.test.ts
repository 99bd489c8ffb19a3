import {
  artistSearchResponseSchema,
  ERR,
  followListSchema,
  followStatusSchema,
  USER_SEARCH_MAX_RESULTS,
  userProfileSchema,
} from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { type SignedInUser, signUp } from '../auth/auth.fixtures';
import { releaseFollowsOf } from './users.repository';

describe('public profile', () => {
  let t: TestApp;
  let owner: SignedInUser;
  let viewer: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUp(t, { username: 'Ravi_Sculpts', name: 'Ravi Kumar' });
    viewer = await signUp(t);
  });
  afterAll(() => t.close());

  const profile = (x: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/user/${encodeURIComponent(x)}`, headers });

  it('finds a user by username in any case, and by id', async () => {
    const byName = await profile('ravi_sculpts');
    expect(byName.statusCode).toBe(200);
    expect(userProfileSchema.parse(byName.json())).toMatchObject({
      id: owner.id,
      username: 'Ravi_Sculpts',
      name: 'Ravi Kumar',
      followers: 0,
      following: 0,
    });
    const byId = await profile(owner.id);
    expect(byId.json().username).toBe('Ravi_Sculpts');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await profile('no_such_person');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ERR.notFound('User'), code: 'not_found' });
  });

  it("answers 404 for a suspended person's profile, as for a missing one, except to admins", async () => {
    const suspended = await createUser(t, { bio: 'not for the public', suspended_at: new Date().toISOString() });
    const someone = await createUser(t);
    const admin = await createUser(t, { role: 'admin' });
    for (const key of [suspended.id, suspended.username]) {
      for (const headers of [{}, someone.auth]) {
        const res = await t.app.inject({ method: 'GET', url: `/api/user/${key}`, headers });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(
          (await t.app.inject({ method: 'GET', url: '/api/user/no_such_person_here' })).json(),
        );
      }
      const asAdmin = await t.app.inject({ method: 'GET', url: `/api/user/${key}`, headers: admin.auth });
      expect(asAdmin.statusCode).toBe(200);
    }
  });

  it('shows others neither the email nor the personal fields, and never the password hash', async () => {
    for (const headers of [{}, viewer.auth]) {
      const body = (await profile('Ravi_Sculpts', headers)).json();
      expect(body).not.toHaveProperty('email');
      expect(body).not.toHaveProperty('age');
      expect(body).not.toHaveProperty('pincode');
      expect(body).not.toHaveProperty('phone');
      expect(JSON.stringify(body)).not.toMatch(/password|hash|@example\.com/i);
    }
  });

  it('shows the owner their personal fields', async () => {
    const body = (await profile('Ravi_Sculpts', owner.auth)).json();
    expect(body).toMatchObject({ age: 29, pincode: 400001, phone: '+919876543210', isFollowing: false });
    expect(body).not.toHaveProperty('email');
  });

  it('says whether the signed-in viewer follows the user: false for guests and for yourself', async () => {
    expect((await profile('Ravi_Sculpts')).json().isFollowing).toBe(false);
    expect((await profile('Ravi_Sculpts', viewer.auth)).json().isFollowing).toBe(false);
    await t.app.inject({ method: 'POST', url: `/api/auth/${owner.id}/follow`, headers: viewer.auth });
    expect((await profile('Ravi_Sculpts', viewer.auth)).json().isFollowing).toBe(true);
    expect((await profile('Ravi_Sculpts')).json().isFollowing).toBe(false);
    expect((await profile('Ravi_Sculpts', owner.auth)).json().isFollowing).toBe(false);
  });
});

describe('following', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const follow = (user: SignedInUser, targetId: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${targetId}/follow`, headers: user.auth });
  const unfollow = (user: SignedInUser, targetId: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/auth/${targetId}/unfollow`, headers: user.auth });
  const counts = async (user: SignedInUser) => {
    const body = (await t.app.inject({ method: 'GET', url: `/api/user/${user.id}` })).json();
    return { followers: body.followers, following: body.following };
  };

  it('following twice counts once', async () => {
    const fan = await signUp(t);
    const artist = await signUp(t);
    const first = await follow(fan, artist.id);
    expect(first.statusCode).toBe(200);
    expect(followStatusSchema.parse(first.json())).toEqual({ isFollowing: true, followers: 1, following: 0 });
    const second = await follow(fan, artist.id);
    expect(second.json()).toEqual({ isFollowing: true, followers: 1, following: 0 });
    expect(await counts(artist)).toEqual({ followers: 1, following: 0 });
    expect(await counts(fan)).toEqual({ followers: 0, following: 1 });
  });

  it('simultaneous follows by the same person count once', async () => {
    const fan = await signUp(t);
    const artist = await signUp(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => follow(fan, artist.id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await counts(artist)).toEqual({ followers: 1, following: 0 });
    expect(await counts(fan)).toEqual({ followers: 0, following: 1 });
  });

  it('unfollowing brings both counts back; unfollowing again is harmless', async () => {
    const fan = await signUp(t);
    const artist = await signUp(t);
    const other = await signUp(t);
    await follow(fan, artist.id);
    await follow(other, artist.id);
    expect(await counts(artist)).toEqual({ followers: 2, following: 0 });

    const res = await unfollow(fan, artist.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isFollowing: false, followers: 1, following: 0 });
    expect(await counts(fan)).toEqual({ followers: 0, following: 0 });

    const again = await unfollow(fan, artist.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ isFollowing: false, followers: 1, following: 0 });
    expect(await counts(artist)).toEqual({ followers: 1, following: 0 });
  });

  it('unfollowing someone never followed is fine and changes nothing', async () => {
    const fan = await signUp(t);
    const artist = await signUp(t);
    const res = await unfollow(fan, artist.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isFollowing: false, followers: 0, following: 0 });
    expect(await counts(fan)).toEqual({ followers: 0, following: 0 });
  });

  it('follows and unfollows by username too, in any case, as GET /api/user/{x} finds a person', async () => {
    const fan = await signUp(t);
    const artist = await signUp(t);
    const followed = await follow(fan, artist.username);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ isFollowing: true, followers: 1, following: 0 });
    expect((await follow(fan, artist.username.toUpperCase())).json()).toEqual(followed.json());
    expect(await counts(fan)).toEqual({ followers: 0, following: 1 });

    const unfollowed = await unfollow(fan, artist.username);
    expect(unfollowed.statusCode).toBe(200);
    expect(unfollowed.json()).toEqual({ isFollowing: false, followers: 0, following: 0 });
    expect(await counts(fan)).toEqual({ followers: 0, following: 0 });
  });

  it("refuses to follow yourself with 400 'Cannot follow yourself', by id or by username", async () => {
    const me = await signUp(t);
    for (const myself of [me.id, me.username]) {
      const res = await follow(me, myself);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ERR.cannotFollowSelf);
      expect((await unfollow(me, myself)).statusCode).toBe(400);
    }
    expect(await counts(me)).toEqual({ followers: 0, following: 0 });
  });

  it('answers 404 for an unknown user', async () => {
    const me = await signUp(t);
    const res = await follow(me, '01900000-0000-7000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ERR.notFound('User'));
    expect((await unfollow(me, 'nobody')).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    const artist = await signUp(t);
    expect((await t.app.inject({ method: 'POST', url: `/api/auth/${artist.id}/follow` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/auth/${artist.id}/unfollow` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me/followers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me/following' })).statusCode).toBe(401);
  });

  it('lists followers and following newest first, as {users: [{id, username, name, profileImage}]}', async () => {
    const artist = await signUp(t, { name: 'The Artist' });
    const fans: SignedInUser[] = [];
    for (let i = 0; i < 3; i++) {
      const fan = await signUp(t, { name: `Fan ${i}` });
      await follow(fan, artist.id);
      fans.push(fan);
      // Follow times are stored to the millisecond; keep them apart so "newest first" is observable.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await follow(artist, fans[0]!.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await follow(artist, fans[2]!.id);

    const followers = await t.app.inject({ method: 'GET', url: '/api/auth/me/followers', headers: artist.auth });
    expect(followers.statusCode).toBe(200);
    const list = followListSchema.parse(followers.json());
    expect(list.users.map((u) => u.id)).toEqual([fans[2]!.id, fans[1]!.id, fans[0]!.id]);
    expect(list.users[0]).toEqual({ id: fans[2]!.id, username: fans[2]!.username, name: 'Fan 2', profileImage: null });

    const following = await t.app.inject({ method: 'GET', url: '/api/auth/me/following', headers: artist.auth });
    expect(following.json().users.map((u: { id: string }) => u.id)).toEqual([fans[2]!.id, fans[0]!.id]);

    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: artist.auth })).json();
    expect(me.followers).toBe(3);
    expect(me.following).toBe(2);
    expect(me.followersList).toEqual(list.users);
    expect(me.followingList.map((u: { id: string }) => u.id)).toEqual([fans[2]!.id, fans[0]!.id]);
    expect(JSON.stringify(me.followersList)).not.toMatch(/email|password/i);
  });

  it("deleting an account with releaseFollowsOf keeps everyone else's counts exact", async () => {
    const leaving = await signUp(t);
    const artist = await signUp(t);
    const fan = await signUp(t);
    await follow(leaving, artist.id);
    await follow(fan, leaving.id);
    await follow(fan, artist.id);
    await t.deps.db.transaction().execute(async (tx) => {
      await releaseFollowsOf(tx, leaving.id);
      await tx.deleteFrom('users').where('id', '=', leaving.id).execute();
    });
    expect(await counts(artist)).toEqual({ followers: 1, following: 0 });
    expect(await counts(fan)).toEqual({ followers: 0, following: 1 });
    const followers = await t.app.inject({ method: 'GET', url: '/api/auth/me/followers', headers: artist.auth });
    expect(followers.json().users.map((u: { id: string }) => u.id)).toEqual([fan.id]);
  });
});

describe('artist search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await signUp(t, { username: 'priya_paints', name: 'Priya Sharma' });
    await signUp(t, { username: 'Ananya_Art', name: 'Ananya Priyadarshini' });
    await signUp(t, { username: 'the_priya', name: 'Someone Else' });
    await signUp(t, { username: 'rohan_k', name: 'Rohan Kapoor' });
    await signUp(t, { username: 'zed_artist', name: 'Kapil Dev' });
    await signUp(t, { username: 'under_score', name: 'Percent 100% Artist' });
    await signUp(t, { username: 'underxscore', name: 'No Wildcards' });
  });
  afterAll(() => t.close());

  const search = (query?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/search/user',
      query: query === undefined ? {} : { query },
    });

  it('matches usernames and names in any case, username prefixes first', async () => {
    const res = await search('PRIYA');
    expect(res.statusCode).toBe(200);
    const users = artistSearchResponseSchema.parse(res.json());
    expect(users.map((u) => u.username)).toEqual(['priya_paints', 'Ananya_Art', 'the_priya']);
    expect(users[0]).toEqual({
      id: expect.any(String),
      username: 'priya_paints',
      name: 'Priya Sharma',
      profileImage: null,
    });
    expect(res.body).not.toMatch(/email|password/i);
  });

  it('ranks a name prefix above a match in the middle', async () => {
    const users = (await search('kap')).json();
    expect(users.map((u: { username: string }) => u.username)).toEqual(['zed_artist', 'rohan_k']);
  });

  it('answers [] for an empty or blank query', async () => {
    expect((await search('')).json()).toEqual([]);
    expect((await search('   ')).json()).toEqual([]);
    expect((await search()).json()).toEqual([]);
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search('%')).json().map((u: { username: string }) => u.username)).toEqual(['under_score']);
    expect((await search('r_s')).json().map((u: { username: string }) => u.username)).toEqual(['under_score']);
    expect((await search('nobody_matches_this')).json()).toEqual([]);
  });

  it(`with limit answers that many (Kala's app asks ${USER_SEARCH_MAX_RESULTS}); without it, every match`, async () => {
    for (let i = 0; i < USER_SEARCH_MAX_RESULTS + 3; i++) await signUp(t, { username: `many_${i}`, name: 'Many' });
    const everyone = Array.from({ length: USER_SEARCH_MAX_RESULTS + 3 }, (_, i) => `many_${i}`).sort();

    const paged = await t.app.inject({ method: 'GET', url: '/api/search/user', query: { query: 'many', limit: '20' } });
    expect(paged.json().map((u: { username: string }) => u.username)).toEqual(everyone.slice(0, 20));
    const next = /<([^>]+)>; rel="next"/.exec(String(paged.headers.link))?.[1] as string;
    const rest = await t.app.inject({ method: 'GET', url: next });
    expect(rest.json().map((u: { username: string }) => u.username)).toEqual(everyone.slice(20));
    expect(rest.headers.link).toBeUndefined();

    const whole = await search('many');
    expect(whole.json().map((u: { username: string }) => u.username)).toEqual(everyone);
    expect(whole.headers.link).toBeUndefined();
  });

  it('a tampered cursor is a 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/search/user',
      query: { query: 'many', cursor: 'bm9wZQ' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses an over-long query with 400', async () => {
    const res = await search('x'.repeat(500));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_failed');
  });
});
