import { type ChatPresence, type ChatServerFrame, chatPresenceSchema } from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { type SignedInUser, signUp } from '../auth/auth.fixtures';
import { ChatClient, listenForChat } from './chat.fixtures';
import { sendChatMessage } from './chat.service';

// Chat presence (issue 35, decision 0029): 'Active now' while the person has a chat socket open, when they were
// last seen otherwise, and nothing when either side hides it or a block stands between them.

describe('chat presence on one instance (in memory)', () => {
  let t: TestApp;
  let url: string;
  let alice: SignedInUser;
  let bob: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForChat(t.app);
    alice = await signUp(t);
    bob = await signUp(t);
  });
  afterAll(() => t.close());

  async function presenceOf(viewer: SignedInUser, peer: SignedInUser): Promise<ChatPresence> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/chat/presence/${peer.id}`,
      headers: viewer.auth,
    });
    expect(response.statusCode).toBe(200);
    return chatPresenceSchema.parse(response.json());
  }
  const setHidden = (user: SignedInUser, hidden: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/chat/presence-settings', headers: user.auth, payload: { hidden } });

  it('is online while a socket is open, and tells when the last one closed', async () => {
    expect(t.deps.realtime.mode).toBe('local');
    // Never seen: nothing to tell.
    expect(await presenceOf(alice, bob)).toEqual({ online: false, lastSeenAt: null });

    const first = await ChatClient.connect(url, bob.token);
    const second = await ChatClient.connect(url, bob.token);
    expect((await presenceOf(alice, bob)).online).toBe(true);

    // One tab closes: still there.
    first.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await presenceOf(alice, bob)).online).toBe(true);

    const before = new Date().toISOString();
    second.close();
    // Closing writes when they were last seen: online ends, and lastSeenAt moves to the close.
    let presence = await presenceOf(alice, bob);
    for (let i = 0; i < 100 && (presence.online || (presence.lastSeenAt ?? '') < before); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      presence = await presenceOf(alice, bob);
    }
    expect(presence.online).toBe(false);
    expect(presence.lastSeenAt).not.toBeNull();
    expect(presence.lastSeenAt! >= before).toBe(true);
  });

  it('tells the people one talks with at once when one comes and goes, and no one while one hides it', async () => {
    const seller = await signUp(t);
    const buyer = await signUp(t);
    const stranger = await signUp(t);
    const isPresenceOf = (user: SignedInUser) => (frame: ChatServerFrame) =>
      frame.type === 'presence' && frame.user_id === user.id;
    // They talked before the seller's first tab opens: that tab's arrival is told to the buyer, and waited for
    // here. (Told late, on a busy machine, it looked like the second tab's doing.)
    await sendChatMessage(t.deps, { senderId: seller.id, receiverId: buyer.id, content: 'The print ships on Monday' });
    const buyerSocket = await ChatClient.connect(url, buyer.token);
    const strangerSocket = await ChatClient.connect(url, stranger.token);
    const first = await ChatClient.connect(url, seller.token);
    await buyerSocket.next(isPresenceOf(seller));

    // A second tab of someone already here changes nothing; the last one closing does.
    const second = await ChatClient.connect(url, seller.token);
    second.close();
    expect(await buyerSocket.untakenAfter(200, isPresenceOf(seller))).toEqual([]);
    first.close();
    await buyerSocket.next(isPresenceOf(seller));
    // Asked again after that frame, presence already tells they left.
    expect((await presenceOf(buyer, seller)).online).toBe(false);

    const back = await ChatClient.connect(url, seller.token);
    await buyerSocket.next(isPresenceOf(seller));
    expect((await presenceOf(buyer, seller)).online).toBe(true);
    // Someone they never talked with hears nothing.
    expect(await strangerSocket.untakenAfter(100, isPresenceOf(seller))).toEqual([]);

    // Hiding is told (the buyer's screen drops 'Active now'); while hidden, coming and going is not.
    await setHidden(seller, true);
    await buyerSocket.next(isPresenceOf(seller));
    back.close();
    const again = await ChatClient.connect(url, seller.token);
    expect(await buyerSocket.untakenAfter(200, isPresenceOf(seller))).toEqual([]);
    again.close();
    buyerSocket.close();
    strangerSocket.close();
  });

  it('tells nothing when the person hides it, nor to someone who hides their own', async () => {
    const socket = await ChatClient.connect(url, bob.token);
    expect((await presenceOf(alice, bob)).online).toBe(true);

    expect((await setHidden(bob, true)).json()).toEqual({ hidden: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/chat/presence-settings', headers: bob.auth })).json(),
    ).toEqual({ hidden: true });
    expect(await presenceOf(alice, bob)).toEqual({ online: false, lastSeenAt: null });
    expect((await setHidden(bob, false)).statusCode).toBe(200);
    expect((await presenceOf(alice, bob)).online).toBe(true);

    // Hiding one's own hides everyone else's from one (as Instagram does).
    await setHidden(alice, true);
    expect(await presenceOf(alice, bob)).toEqual({ online: false, lastSeenAt: null });
    await setHidden(alice, false);
    expect((await presenceOf(alice, bob)).online).toBe(true);
    socket.close();
  });

  it('refuses a setting that is not a boolean with a 400', async () => {
    const response = await setHidden(alice, 'yes');
    expect(response.statusCode).toBe(400);
  });

  it('tells nothing across a block, either way', async () => {
    const socket = await ChatClient.connect(url, bob.token);
    expect((await presenceOf(alice, bob)).online).toBe(true);
    await t.app.inject({ method: 'POST', url: `/api/auth/blocks/${alice.id}`, headers: bob.auth });
    expect(await presenceOf(alice, bob)).toEqual({ online: false, lastSeenAt: null });
    await t.app.inject({ method: 'DELETE', url: `/api/auth/blocks/${alice.id}`, headers: bob.auth });
    await t.app.inject({ method: 'POST', url: `/api/auth/blocks/${bob.id}`, headers: alice.auth });
    expect(await presenceOf(alice, bob)).toEqual({ online: false, lastSeenAt: null });
    socket.close();
  });

  it('answers 404 for someone who does not exist and 400 for oneself', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/auth/chat/presence/01900000-0000-7000-8000-000000000000',
      headers: alice.auth,
    });
    expect(missing.statusCode).toBe(404);
    const self = await t.app.inject({ method: 'GET', url: `/api/auth/chat/presence/${alice.id}`, headers: alice.auth });
    expect(self.statusCode).toBe(400);
  });
});
