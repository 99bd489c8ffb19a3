import { type ChatMessageFrame, ERR, MSG, OFFER_HOLD_HOURS, type Offer } from '@kala/contract';
import type { Db } from '../../db/database';
import type { AppDeps } from '../../deps';
import { inBackground } from '../../lib/background';
import { conflict, forbidden, badRequest, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { paiseToRupees, rupeesToPaise } from '../../lib/money';
import { artworkTitle, findArtworkForSale } from '../artworks/artworks.repository';
import { blockBetween } from '../blocks/blocks.repository';
import { type ChatMessageRow, findByClientId, insertChatMessage } from '../chat/chat.repository';
import { notifyOffer } from '../notifications/notifications.service';
import {
  closePendingOffer,
  expireOpenOffers,
  findOffer,
  insertOffer,
  loadOffers,
  type OfferRow,
  pendingOffer,
} from './offers.repository';

// Offers in chat (issue 19). A buyer offers a price for one piece of an artist's artwork; the one it was made to
// accepts, declines or counters it (a counter is a new pending offer the other way). Every offer is also a chat
// message whose `content` reads as a sentence, so the inbox, the spec's clients and notifications make sense of it.
// An accepted offer is the agreed price for that buyer and artwork for OFFER_HOLD_HOURS (cart and checkout read it
// through agreedOffers). When the artwork sells out, its open offers expire. Both people's sockets, on every
// instance, hear of every change (realtime.publish).

export type OfferDeps = Pick<AppDeps, 'db' | 'realtime'>;

export type OfferAnswer = { kind: 'accept' } | { kind: 'decline' } | { kind: 'counter'; amount: number };

const HOLD_MS = OFFER_HOLD_HOURS * 60 * 60 * 1000;

/** Refuses when either person blocked the other (issue 17). */
async function refuseBlocked(db: Db, userId: string, peerId: string): Promise<void> {
  const block = await blockBetween(db, userId, peerId);
  if (block) throw forbidden(block === 'mine' ? ERR.youBlocked : ERR.blockedByThem);
}

/** The artwork, when an offer of `amountPaise` on it may be made or accepted now; else the 4xx that says why. */
async function offerableArtwork(db: Db, artworkId: string, amountPaise: number | null) {
  const artwork = await findArtworkForSale(db, artworkId);
  // Hidden by a moderator, or its artist suspended: nobody may offer on it or accept an offer for it (issue 32).
  if (artwork?.shown !== 1) throw notFound('Artwork');
  if (artwork.for_sale !== 1) throw badRequest(ERR.notForSale);
  if (artwork.is_sold === 1 || artwork.quantity <= 0) throw conflict(ERR.soldOut);
  if (amountPaise !== null && amountPaise >= artwork.price_paise) throw badRequest(ERR.offerTooHigh);
  return artwork;
}

/** The frame of an offer card's stored message, with the offer's current state. */
async function cardFrame(db: Db, message: ChatMessageRow): Promise<ChatMessageFrame> {
  return {
    type: 'message',
    action: 'message',
    id: message.id,
    sender_id: message.sender_id,
    receiver_id: message.receiver_id,
    content: message.content,
    timestamp: message.created_at,
    read_at: message.read_at,
    ...(message.offer_id ? { offer: await offerOf(db, message.offer_id) } : {}),
  };
}

/** Sends a newly stored card to both people (the sender's copy with their client_id). */
async function publishCard(
  deps: OfferDeps,
  message: ChatMessageRow,
  clientId: string | undefined,
): Promise<ChatMessageFrame> {
  const frame = await cardFrame(deps.db, message);
  deps.realtime.publish(message.receiver_id, frame);
  deps.realtime.publish(message.sender_id, clientId ? { ...frame, client_id: clientId } : frame);
  return frame;
}

/**
 * A repeated offer frame (same sender and client_id, chat_messages_sender_client_id): the card stored the first
 * time goes back to the sender only, with its client_id. No second offer, frame to the receiver or notification.
 */
async function answerStoredCard(deps: OfferDeps, message: ChatMessageRow, clientId: string): Promise<ChatMessageFrame> {
  const frame: ChatMessageFrame = { ...(await cardFrame(deps.db, message)), client_id: clientId };
  deps.realtime.publish(message.sender_id, frame);
  return frame;
}

/** Stores the card's message and sends it to both people (the sender's copy with their client_id). */
async function postOfferMessage(
  deps: OfferDeps,
  row: OfferRow,
  receiverId: string,
  content: string,
  clientId: string | undefined,
): Promise<ChatMessageFrame> {
  const { row: message } = await insertCardMessage(deps.db, row, receiverId, content, clientId);
  return publishCard(deps, message, clientId);
}

/** The card's chat message of the offer `row`, stored at most once per client_id (insertChatMessage). */
function insertCardMessage(db: Db, row: OfferRow, receiverId: string, content: string, clientId: string | undefined) {
  return insertChatMessage(db, {
    senderId: row.sender_id,
    receiverId,
    content,
    clientId: clientId ?? null,
    createdAt: row.created_at,
    offerId: row.id,
  });
}

/** Thrown inside a transaction to roll it back: the card's client_id was already used (by a concurrent send). */
class CardAlreadyStored extends Error {
  constructor(readonly stored: ChatMessageRow) {
    super('offer card already stored');
  }
}

/**
 * Stores a new offer and its card's message in one transaction: when the card's client_id turns out to be taken
 * (the same frame sent twice at once, from two sockets), neither is kept, and the card stored first is answered.
 */
async function storeOfferCard(
  db: Db,
  row: OfferRow,
  receiverId: string,
  content: string,
  clientId: string | undefined,
): Promise<{ message: ChatMessageRow; inserted: boolean }> {
  try {
    return await db.transaction().execute(async (tx) => {
      await insertOffer(tx, row);
      const { row: message, inserted } = await insertCardMessage(tx, row, receiverId, content, clientId);
      if (!inserted) throw new CardAlreadyStored(message);
      return { message, inserted };
    });
  } catch (error) {
    if (error instanceof CardAlreadyStored) return { message: error.stored, inserted: false };
    throw error;
  }
}

async function offerOf(db: Db, id: string): Promise<Offer> {
  const offer = (await loadOffers(db, [id])).get(id);
  if (!offer) throw notFound('Offer');
  return offer;
}

/** Tells both people's sockets that these offers changed. */
export async function publishOffers(deps: OfferDeps, ids: readonly string[]): Promise<void> {
  const offers = await loadOffers(deps.db, ids);
  for (const offer of offers.values()) {
    const frame = { type: 'offer', action: 'offer', offer } as const;
    deps.realtime.publish(offer.buyerId, frame);
    deps.realtime.publish(offer.artistId, frame);
  }
}

/** `buyerId` offers `amount` rupees for one piece of `receiverId`'s artwork. Answers the card's message. */
export async function makeOffer(
  deps: OfferDeps,
  buyerId: string,
  input: { receiverId: string; artworkId: string; amount: number; clientId?: string | undefined },
): Promise<ChatMessageFrame> {
  // A retry of an offer already made (its acknowledgement lost with the connection) answers the card made then,
  // whatever happened to the artwork since.
  if (input.clientId) {
    const stored = await findByClientId(deps.db, buyerId, input.clientId);
    if (stored) return answerStoredCard(deps, stored, input.clientId);
  }
  const amountPaise = rupeesToPaise(input.amount);
  const artwork = await findArtworkForSale(deps.db, input.artworkId);
  if (!artwork) throw notFound('Artwork');
  if (artwork.artist_id === buyerId) throw forbidden(ERR.offerOwnArtwork);
  if (artwork.artist_id !== input.receiverId) throw badRequest(ERR.offerNotTheirArtwork);
  await refuseBlocked(deps.db, buyerId, input.receiverId);
  await offerableArtwork(deps.db, input.artworkId, amountPaise);
  const now = nowIso();
  const row = pendingOffer(
    {
      artwork_id: input.artworkId,
      buyer_id: buyerId,
      artist_id: artwork.artist_id,
      sender_id: buyerId,
      amount_paise: amountPaise,
    },
    now,
  );
  const title = await titleOf(deps.db, input.artworkId);
  const content = MSG.offers.content(input.amount, title);
  const stored = await storeOfferCard(deps.db, row, input.receiverId, content, input.clientId);
  if (!stored.inserted && input.clientId) return answerStoredCard(deps, stored.message, input.clientId);
  const frame = await publishCard(deps, stored.message, input.clientId);
  inBackground(notifyOffer(deps, buyerId, input.receiverId, input.artworkId, 'pending', paiseToRupees(amountPaise)));
  return frame;
}

async function titleOf(db: Db, artworkId: string): Promise<string> {
  return (await artworkTitle(db, artworkId)) ?? '';
}

/**
 * `userId` answers offer `offerId`: only the person it was made to, only while it is pending. Accepting needs the
 * artwork still for sale and in stock; a counter must be below the price, and is a new pending offer.
 */
export async function answerOffer(
  deps: OfferDeps,
  userId: string,
  offerId: string,
  answer: OfferAnswer,
): Promise<Offer> {
  const { db } = deps;
  const offer = await findOffer(db, offerId);
  // Someone else's offer is unknown, like someone else's order.
  if (!offer || (offer.buyer_id !== userId && offer.artist_id !== userId)) throw notFound('Offer');
  if (offer.sender_id === userId) throw forbidden(ERR.offerNotYours);
  if (offer.status !== 'pending') throw conflict(ERR.offerClosed);
  const peerId = offer.sender_id;
  await refuseBlocked(db, userId, peerId);
  const now = nowIso();

  if (answer.kind === 'decline') {
    if (!(await closePendingOffer(db, offer.id, 'declined', now))) throw conflict(ERR.offerClosed);
    await publishOffers(deps, [offer.id]);
    return offerOf(db, offer.id);
  }

  if (answer.kind === 'accept') {
    try {
      await offerableArtwork(db, offer.artwork_id, null);
    } catch (error) {
      // Sold out meanwhile: the offer is over for both; the answer says why.
      const expired = await expireOpenOffers(db, [offer.artwork_id], now);
      if (expired.length > 0) await publishOffers(deps, expired);
      throw error;
    }
    const expiresAt = new Date(Date.parse(now) + HOLD_MS).toISOString();
    if (!(await closePendingOffer(db, offer.id, 'accepted', now, expiresAt))) throw conflict(ERR.offerClosed);
    await publishOffers(deps, [offer.id]);
    inBackground(notifyOffer(deps, userId, peerId, offer.artwork_id, 'accepted', paiseToRupees(offer.amount_paise)));
    return offerOf(db, offer.id);
  }

  const amountPaise = rupeesToPaise(answer.amount);
  await offerableArtwork(db, offer.artwork_id, amountPaise);
  if (!(await closePendingOffer(db, offer.id, 'countered', now))) throw conflict(ERR.offerClosed);
  const counter = pendingOffer({ ...offer, sender_id: userId, amount_paise: amountPaise }, now);
  await insertOffer(db, counter);
  await publishOffers(deps, [offer.id]);
  const title = await titleOf(db, offer.artwork_id);
  await postOfferMessage(deps, counter, peerId, MSG.offers.counterContent(answer.amount, title), undefined);
  inBackground(notifyOffer(deps, userId, peerId, offer.artwork_id, 'countered', answer.amount));
  return offerOf(db, counter.id);
}
