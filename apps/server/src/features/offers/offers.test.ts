import {
  type ChatMessageFrame,
  type ChatOfferFrame,
  type ChatServerFrame,
  type CartItem,
  ERR,
  MSG,
  OFFER_HOLD_HOURS,
  type Offer,
  type Order,
  VALIDATION,
} from '@kala/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArtwork, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, type TestApp, testDialect } from '../../../test/helpers';
import { nowIso } from '../../lib/ids';
import { ChatClient, listenForChat, onTwoInstances } from '../chat/chat.fixtures';
import { addToCart, buy, postCheckout } from '../checkout/checkout.fixtures';
import { releaseExpiredHolds } from '../payments/payments.service';
import { cancelAs } from '../orders/orders.fixtures';

// Offers in chat (issue 19): the frames, the transitions, the agreed price in cart and checkout, expiry.

type OfferMessage = ChatMessageFrame & { offer: Offer };
const isOfferMessage = (frame: ChatServerFrame): frame is OfferMessage =>
  frame.type === 'message' && frame.offer !== undefined;
const offerUpdate = (id: string, status: Offer['status']) => (frame: ChatServerFrame) =>
  frame.type === 'offer' && frame.offer.id === id && frame.offer.status === status;

describe('offers in chat', () => {
  let t: TestApp;
  let url: string;
  let artist: TestUser;
  let buyer: TestUser;
  let other: TestUser;
  const sockets: ChatClient[] = [];
  const connect = async (user: TestUser) => {
    const client = await ChatClient.connect(url, user.token);
    sockets.push(client);
    return client;
  };

  beforeAll(async () => {
    t = await createTestApp();
    url = await listenForChat(t.app);
    artist = await createUser(t);
    buyer = await createUser(t);
    other = await createUser(t);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  /** The buyer offers `amount` on the artwork through the socket; answers the card as the artist received it. */
  async function offer(from: ChatClient, to: ChatClient, receiverId: string, artworkId: string, amount: number) {
    from.send({ action: 'offer', receiver_id: receiverId, artwork_id: artworkId, amount, client_id: `c-${amount}` });
    const received = await to.next<OfferMessage>(isOfferMessage);
    await from.next((frame) => isOfferMessage(frame) && frame.id === received.id);
    return received;
  }

  /** The person's notification texts, once the (not awaited) notification has been stored. */
  async function notificationTexts(user: TestUser, expected: string): Promise<string[]> {
    const deadline = Date.now() + 3000;
    for (;;) {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/notifications', headers: user.auth });
      const texts = (res.json() as { text: string }[]).map((n) => n.text);
      if (texts.includes(expected) || Date.now() > deadline) return texts;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const cartOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/cart', headers: user.auth })).json() as CartItem[];

  it('an offer is a stored message with a readable content, sent live to both people and kept in the history', async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 15000, title: 'Monsoon' });
    const artistSocket = await connect(artist);
    const buyerSocket = await connect(buyer);

    const received = await offer(buyerSocket, artistSocket, artist.id, artwork.id, 12000);
    expect(received).toMatchObject({
      sender_id: buyer.id,
      receiver_id: artist.id,
      content: 'Offer: ₹12,000 for “Monsoon”',
      offer: { artworkId: artwork.id, amount: 12000, status: 'pending', senderId: buyer.id, buyerId: buyer.id },
    });
    expect(received.offer.artwork).toMatchObject({ title: 'Monsoon', price: 15000 });
    const echo = buyerSocket.raw.find((frame) => frame.id === received.id);
    expect(echo).toMatchObject({ client_id: 'c-12000' });

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/auth/chat/history/${buyer.id}`,
      headers: artist.auth,
    });
    expect(history.json().at(-1)).toMatchObject({
      id: received.id,
      offer: { id: received.offer.id, status: 'pending' },
    });
    const inbox = await t.app.inject({ method: 'GET', url: '/api/auth/chat/conversations', headers: artist.auth });
    expect(inbox.json()[0].lastMessage.content).toBe(MSG.offers.content(12000, 'Monsoon'));

    const offered = `${buyer.username} offered ₹12,000 for "Monsoon"`;
    expect(await notificationTexts(artist, offered)).toContain(offered);
  });

  it('an offer frame sent again with its client_id (the acknowledgement was lost) makes one offer and one card', async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 9000, title: 'Retry' });
    const artistSocket = await connect(artist);
    const [buyerTab1, buyerTab2] = await Promise.all([connect(buyer), connect(buyer)]);
    const frame = {
      action: 'offer',
      receiver_id: artist.id,
      artwork_id: artwork.id,
      amount: 8000,
      client_id: 'o-retry',
    };
    // Twice at once from two tabs, then once more later from a tab that reconnected.
    buyerTab1.send(frame);
    buyerTab2.send(frame);
    const card = await artistSocket.next<OfferMessage>(isOfferMessage);
    const mine = (f: ChatServerFrame) => isOfferMessage(f) && f.id === card.id && f.client_id === 'o-retry';
    await buyerTab1.next(mine);
    await buyerTab1.next(mine);
    const later = await connect(buyer);
    later.send(frame);
    expect(await later.next<OfferMessage>(mine)).toMatchObject({
      id: card.id,
      timestamp: card.timestamp,
      offer: { id: card.offer.id, status: 'pending', amount: 8000 },
    });

    expect(await artistSocket.untakenAfter(300, isOfferMessage)).toEqual([]);
    expect(await t.deps.db.selectFrom('offers').select('id').where('artwork_id', '=', artwork.id).execute()).toEqual([
      { id: card.offer.id },
    ]);
    const cards = await t.deps.db.selectFrom('chat_messages').select('id').where('client_id', '=', 'o-retry').execute();
    expect(cards).toEqual([{ id: card.id }]);
    const offered = `${buyer.username} offered ₹8,000 for "Retry"`;
    expect((await notificationTexts(artist, offered)).filter((text) => text === offered)).toHaveLength(1);
  });

  it('a NUL character in an offer frame answers the error the routes give for it, never internal_error', async () => {
    const buyerSocket = await connect(buyer);
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 5000 });
    const nul = 'bad\u0000id';
    // What the REST routes answer for the same id: 400 on PostgreSQL (it cannot compare text with NUL), 404 on
    // SQLite (no such row).
    const rest = await t.app.inject({ method: 'GET', url: `/api/artworks/${encodeURIComponent(nul)}` });
    expect(rest.statusCode).toBe(testDialect === 'postgres' ? 400 : 404);
    const frames = [
      { action: 'offer_accept', offer_id: nul, client_id: 'nul-1' },
      { action: 'offer_decline', offer_id: nul, client_id: 'nul-2' },
      { action: 'offer_counter', offer_id: nul, amount: 10, client_id: 'nul-3' },
      { action: 'offer', receiver_id: artist.id, artwork_id: nul, amount: 10, client_id: 'nul-4' },
    ];
    for (const frame of frames) {
      buyerSocket.send(frame);
      const error = await buyerSocket.nextError();
      expect(error.code, frame.action).not.toBe('internal_error');
      if (testDialect === 'postgres') expect(error.code, frame.action).toBe(rest.json().code);
      expect(error.client_id).toBe(frame.client_id);
    }
    // The socket still works.
    buyerSocket.send({ action: 'offer_accept', offer_id: artwork.id, client_id: 'after' });
    expect(await buyerSocket.nextError()).toMatchObject({ code: 'not_found', client_id: 'after' });
  });

  it('refuses offers that cannot be made, each with an error frame saying why', async () => {
    const buyerSocket = await connect(buyer);
    const mine = await createArtwork(t, buyer.id, { forSale: true, price: 5000 });
    const forSale = await createArtwork(t, artist.id, { forSale: true, price: 5000 });
    const notForSale = await createArtwork(t, artist.id, { forSale: false });
    const soldOut = await createArtwork(t, artist.id, { forSale: true, price: 5000, quantity: 0, isSold: true });
    const cases: [Record<string, unknown>, string][] = [
      [{ receiver_id: buyer.id, artwork_id: mine.id, amount: 100 }, ERR.cannotMessageSelf],
      [{ receiver_id: other.id, artwork_id: forSale.id, amount: 100 }, ERR.offerNotTheirArtwork],
      [{ receiver_id: artist.id, artwork_id: forSale.id, amount: 5000 }, ERR.offerTooHigh],
      [{ receiver_id: artist.id, artwork_id: forSale.id, amount: 0 }, VALIDATION.chat.offerAmountInvalid],
      [{ receiver_id: artist.id, artwork_id: forSale.id, amount: 10.005 }, VALIDATION.chat.offerAmountInvalid],
      [{ receiver_id: artist.id, artwork_id: forSale.id, amount: '100' }, VALIDATION.chat.offerAmountInvalid],
      [{ receiver_id: artist.id, artwork_id: notForSale.id, amount: 100 }, ERR.notForSale],
      [{ receiver_id: artist.id, artwork_id: soldOut.id, amount: 100 }, ERR.soldOut],
      [{ receiver_id: artist.id, artwork_id: 'nope', amount: 100 }, ERR.notFound('Artwork')],
    ];
    for (const [frame, message] of cases) {
      buyerSocket.send({ action: 'offer', ...frame });
      expect(await buyerSocket.nextError(), JSON.stringify(frame)).toMatchObject({ message });
    }
    // The artist offering on their own artwork to the buyer.
    const artistSocket = await connect(artist);
    artistSocket.send({ action: 'offer', receiver_id: buyer.id, artwork_id: forSale.id, amount: 100 });
    expect(await artistSocket.nextError()).toMatchObject({ message: ERR.offerOwnArtwork, code: 'forbidden' });
    expect(await t.deps.db.selectFrom('offers').select('id').where('artwork_id', '=', forSale.id).execute()).toEqual(
      [],
    );
  });

  it('counter, then accept: the agreed price is the buyer’s in cart and checkout for one piece, once; not another buyer’s', async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 15000, quantity: 3, title: 'Dusk' });
    const artistSocket = await connect(artist);
    const buyerSocket = await connect(buyer);
    const first = await offer(buyerSocket, artistSocket, artist.id, artwork.id, 10000);

    // The buyer cannot answer their own offer.
    buyerSocket.send({ action: 'offer_accept', offer_id: first.offer.id });
    expect(await buyerSocket.nextError()).toMatchObject({ message: ERR.offerNotYours });
    // Nor can a stranger, who does not see it at all.
    const otherSocket = await connect(other);
    otherSocket.send({ action: 'offer_decline', offer_id: first.offer.id });
    expect(await otherSocket.nextError()).toMatchObject({ message: ERR.notFound('Offer') });
    // A counter at or above the price is refused.
    artistSocket.send({ action: 'offer_counter', offer_id: first.offer.id, amount: 15000 });
    expect(await artistSocket.nextError()).toMatchObject({ message: ERR.offerTooHigh });

    artistSocket.send({ action: 'offer_counter', offer_id: first.offer.id, amount: 12500.5 });
    // Both see the first offer countered, and the counter as a new card from the artist.
    await buyerSocket.next(offerUpdate(first.offer.id, 'countered'));
    await artistSocket.next(offerUpdate(first.offer.id, 'countered'));
    const counter = await buyerSocket.next<OfferMessage>(isOfferMessage);
    expect(counter).toMatchObject({
      sender_id: artist.id,
      content: 'Counter-offer: ₹12,500.50 for “Dusk”',
      offer: { amount: 12500.5, status: 'pending', senderId: artist.id, buyerId: buyer.id },
    });
    // The countered offer is closed.
    artistSocket.send({ action: 'offer_accept', offer_id: first.offer.id });
    expect(await artistSocket.nextError()).toMatchObject({ message: ERR.offerClosed, code: 'conflict' });

    const before = Date.now();
    buyerSocket.send({ action: 'offer_accept', offer_id: counter.offer.id });
    const accepted = await artistSocket.next<ChatOfferFrame>(offerUpdate(counter.offer.id, 'accepted'));
    await buyerSocket.next(offerUpdate(counter.offer.id, 'accepted'));
    const expiresAt = Date.parse(accepted.offer.expiresAt ?? '');
    expect(expiresAt - before).toBeGreaterThanOrEqual(OFFER_HOLD_HOURS * 3600_000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(OFFER_HOLD_HOURS * 3600_000 + 5000);
    const countered = `${artist.username} countered with ₹12,500.50 for "Dusk"`;
    expect(await notificationTexts(buyer, countered)).toContain(countered);
    const acceptedText = `${buyer.username} accepted ₹12,500.50 for "Dusk"`;
    expect(await notificationTexts(artist, acceptedText)).toContain(acceptedText);

    // The buyer's cart shows the agreed price; the other buyer's the list price.
    await addToCart(t, buyer, artwork.id);
    await addToCart(t, other, artwork.id);
    expect((await cartOf(buyer))[0]).toMatchObject({ agreedPrice: 12500.5, artwork: { price: 15000 } });
    expect((await cartOf(other))[0]).toMatchObject({ agreedPrice: null });
    // Two pieces are not what was agreed: the line costs the list price.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/cart/${(await cartOf(buyer))[0]?.id}`,
      headers: buyer.auth,
      payload: { quantity: 2 },
    });
    expect((await cartOf(buyer))[0]).toMatchObject({ quantity: 2, agreedPrice: null });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/auth/cart/${(await cartOf(buyer))[0]?.id}`,
      headers: buyer.auth,
      payload: { quantity: 1 },
    });

    // The checkout's expected-total check holds with the agreed price: the list price would be a price change.
    const wrong = await postCheckout(t, buyer, { body: { expectedTotal: 15000 } });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().priceChange).toMatchObject({ total: 12500.5 });
    const placed = await postCheckout(t, buyer, {
      body: { expectedTotal: 12500.5, expectedPrices: { [artwork.id]: 12500.5 } },
    });
    expect(placed.statusCode).toBe(201);
    expect((placed.json() as Order[])[0]).toMatchObject({ artworkId: artwork.id });
    const order = await t.deps.db
      .selectFrom('orders')
      .select(['unit_price_paise', 'total_paise'])
      .where('buyer_id', '=', buyer.id)
      .where('artwork_id', '=', artwork.id)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ unit_price_paise: 1250050, total_paise: 1250050 });
    // Issue 35: the card reads as used, with the order it bought, for both people; no more "Buy at".
    for (const [viewer, otherId] of [
      [buyer, artist.id],
      [artist, buyer.id],
    ] as const) {
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/auth/chat/history/${otherId}`,
        headers: viewer.auth,
      });
      const card = (history.json() as { offer?: { id: string } }[]).find((m) => m.offer?.id === counter.offer.id);
      expect(card?.offer).toMatchObject({
        status: 'accepted',
        expiresAt: null,
        orderId: (placed.json() as Order[])[0]?.id,
      });
    }

    // The other buyer pays the list price.
    const theirs = await postCheckout(t, other, { body: { expectedTotal: 15000 } });
    expect(theirs.statusCode).toBe(201);
    // Used once: the next piece costs the list price again.
    await addToCart(t, buyer, artwork.id);
    expect((await cartOf(buyer))[0]).toMatchObject({ agreedPrice: null });
  });

  it('a decline closes the offer for both; it cannot be accepted afterwards', async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 8000 });
    const artistSocket = await connect(artist);
    const buyerSocket = await connect(buyer);
    const made = await offer(buyerSocket, artistSocket, artist.id, artwork.id, 4000);
    artistSocket.send({ action: 'offer_decline', offer_id: made.offer.id });
    await buyerSocket.next(offerUpdate(made.offer.id, 'declined'));
    await artistSocket.next(offerUpdate(made.offer.id, 'declined'));
    artistSocket.send({ action: 'offer_accept', offer_id: made.offer.id });
    expect(await artistSocket.nextError()).toMatchObject({ message: ERR.offerClosed });
    await addToCart(t, buyer, artwork.id);
    expect((await cartOf(buyer)).find((line) => line.artworkId === artwork.id)).toMatchObject({ agreedPrice: null });
    await t.deps.db.deleteFrom('cart_items').where('user_id', '=', buyer.id).execute();
  });

  it('the agreed price lasts OFFER_HOLD_HOURS: after that the cart and checkout take the list price and the card reads expired', async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 9000 });
    const artistSocket = await connect(artist);
    const buyerSocket = await connect(buyer);
    const made = await offer(buyerSocket, artistSocket, artist.id, artwork.id, 7000);
    artistSocket.send({ action: 'offer_accept', offer_id: made.offer.id });
    await buyerSocket.next(offerUpdate(made.offer.id, 'accepted'));
    await addToCart(t, buyer, artwork.id);
    expect((await cartOf(buyer))[0]).toMatchObject({ agreedPrice: 7000 });

    // The clock moves past the window: the row's expiry is set to where it would be 48 h + 1 s from acceptance.
    await t.deps.db
      .updateTable('offers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', made.offer.id)
      .execute();
    expect((await cartOf(buyer))[0]).toMatchObject({ agreedPrice: null });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/auth/chat/history/${artist.id}`,
      headers: buyer.auth,
    });
    const card = (history.json() as { offer?: Offer }[]).find((m) => m.offer?.id === made.offer.id);
    expect(card?.offer).toMatchObject({ status: 'expired', expiresAt: null });
    const placed = await postCheckout(t, buyer, { body: { expectedTotal: 9000 } });
    expect(placed.statusCode).toBe(201);
  });

  it('an order bought at the agreed price and then cancelled gives the offer back, by the buyer or by the payment hold', async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 9000, quantity: 1, title: 'Given back' });
    const artistSocket = await connect(artist);
    const buyerSocket = await connect(buyer);
    const made = await offer(buyerSocket, artistSocket, artist.id, artwork.id, 6500);
    artistSocket.send({ action: 'offer_accept', offer_id: made.offer.id });
    await buyerSocket.next(offerUpdate(made.offer.id, 'accepted'));
    const buyAtAgreedPrice = async () => {
      await addToCart(t, buyer, artwork.id);
      expect((await cartOf(buyer)).find((line) => line.artworkId === artwork.id)).toMatchObject({ agreedPrice: 6500 });
      const placed = await postCheckout(t, buyer, { body: { expectedTotal: 6500 } });
      expect(placed.statusCode, placed.body).toBe(201);
      return (placed.json() as Order[])[0]?.id as string;
    };

    // The buyer cancels: the piece is for sale again, and the agreed price is theirs again.
    const first = await buyAtAgreedPrice();
    const cancel = await cancelAs(t, 'buyer', buyer, first);
    expect(cancel.statusCode, cancel.body).toBe(200);

    // An unpaid online order whose 30-minute hold runs out: the same.
    const second = await buyAtAgreedPrice();
    await t.deps.db
      .updateTable('orders')
      .set({ payment_method: 'online', hold_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', second)
      .execute();
    expect(await releaseExpiredHolds(t.deps.db)).toBe(1);
    await addToCart(t, buyer, artwork.id);
    expect((await cartOf(buyer)).find((line) => line.artworkId === artwork.id)).toMatchObject({ agreedPrice: 6500 });

    // Once expired, a given-back offer is not the buyer's any more.
    await t.deps.db
      .updateTable('offers')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', made.offer.id)
      .execute();
    expect((await cartOf(buyer)).find((line) => line.artworkId === artwork.id)).toMatchObject({ agreedPrice: null });
    await t.deps.db.deleteFrom('cart_items').where('user_id', '=', buyer.id).execute();
  });

  it('when the artwork sells out (to someone else), its pending and accepted offers expire, live to both people', async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 20000, quantity: 1 });
    const artistSocket = await connect(artist);
    const buyerSocket = await connect(buyer);
    const otherSocket = await connect(other);
    const accepted = await offer(buyerSocket, artistSocket, artist.id, artwork.id, 15000);
    artistSocket.send({ action: 'offer_accept', offer_id: accepted.offer.id });
    await buyerSocket.next(offerUpdate(accepted.offer.id, 'accepted'));
    const pending = await offer(otherSocket, artistSocket, artist.id, artwork.id, 16000);

    const third = await createUser(t);
    await buy(t, third, artwork.id);

    await buyerSocket.next(offerUpdate(accepted.offer.id, 'expired'));
    await artistSocket.next(offerUpdate(accepted.offer.id, 'expired'));
    await otherSocket.next(offerUpdate(pending.offer.id, 'expired'));
    await artistSocket.next(offerUpdate(pending.offer.id, 'expired'));
    const rows = await t.deps.db.selectFrom('offers').select('status').where('artwork_id', '=', artwork.id).execute();
    expect(rows.map((row) => row.status)).toEqual(['expired', 'expired']);
  });

  it('accepting an offer on an artwork that sold out meanwhile is refused and the offer expires', async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 3000, quantity: 1 });
    const artistSocket = await connect(artist);
    const buyerSocket = await connect(buyer);
    const made = await offer(buyerSocket, artistSocket, artist.id, artwork.id, 2000);
    // Sold elsewhere without a checkout (the artist marks it sold).
    await t.deps.db.updateTable('artworks').set({ is_sold: 1, quantity: 0 }).where('id', '=', artwork.id).execute();
    artistSocket.send({ action: 'offer_accept', offer_id: made.offer.id });
    expect(await artistSocket.nextError()).toMatchObject({ message: ERR.soldOut, code: 'conflict' });
    await buyerSocket.next(offerUpdate(made.offer.id, 'expired'));
  });

  it('blocks apply: no offer and no answer between people with a block either way', async () => {
    const artwork = await createArtwork(t, artist.id, { forSale: true, price: 6000 });
    const artistSocket = await connect(artist);
    const buyerSocket = await connect(buyer);
    const made = await offer(buyerSocket, artistSocket, artist.id, artwork.id, 5000);
    await t.deps.db
      .insertInto('blocks')
      .values({ blocker_id: artist.id, blocked_id: buyer.id, created_at: nowIso() })
      .execute();
    buyerSocket.send({ action: 'offer', receiver_id: artist.id, artwork_id: artwork.id, amount: 4000 });
    expect(await buyerSocket.nextError()).toMatchObject({ message: ERR.blockedByThem, code: 'forbidden' });
    artistSocket.send({ action: 'offer_accept', offer_id: made.offer.id });
    expect(await artistSocket.nextError()).toMatchObject({ message: ERR.youBlocked, code: 'forbidden' });
    const row = await t.deps.db
      .selectFrom('offers')
      .select('status')
      .where('id', '=', made.offer.id)
      .executeTakeFirst();
    expect(row?.status).toBe('pending');
    await t.deps.db.deleteFrom('blocks').execute();
  });
});

describe('offers across two instances sharing the database and Redis', () => {
  it('an offer made on one instance and answered on the other reaches both people on both', async () => {
    await onTwoInstances({}, async (t, second) => {
      const firstUrl = await listenForChat(t.app);
      const artist = await createUser(t);
      const buyer = await createUser(t);
      const artwork = await createArtwork(t, artist.id, { forSale: true, price: 9000, title: 'Far' });
      const buyerHere = await ChatClient.connect(firstUrl, buyer.token);
      const artistThere = await ChatClient.connect(second.url, artist.token);

      buyerHere.send({ action: 'offer', receiver_id: artist.id, artwork_id: artwork.id, amount: 8000 });
      const card = await artistThere.next<OfferMessage>(isOfferMessage);
      expect(card.offer).toMatchObject({ amount: 8000, status: 'pending' });
      artistThere.send({ action: 'offer_accept', offer_id: card.offer.id });
      await buyerHere.next(offerUpdate(card.offer.id, 'accepted'));
      await artistThere.next(offerUpdate(card.offer.id, 'accepted'));
      // The notifications (not awaited by the service) are stored before the database closes.
      const offerNote = (frame: ChatServerFrame) =>
        frame.type === 'notification' && frame.notification.type === 'offer';
      await artistThere.next(offerNote);
      await buyerHere.next(offerNote);
      buyerHere.close();
      artistThere.close();
    });
  });
});
