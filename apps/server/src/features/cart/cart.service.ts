import { type CartItem, ERR } from '@kala/contract';
import type { Db } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { paiseToRupees } from '../../lib/money';
import { findArtworkForSale, loadArtworkCards } from '../artworks/artworks.repository';
import { agreedOffers } from '../offers/offers.repository';
import {
  addToCartLine,
  type CartLineRow,
  findCartLine,
  findCartLineOfArtwork,
  listCartLines,
  setCartLineQuantity,
} from './cart.repository';

// The cart's rules. They give early, clear answers; the checkout checks stock again in its transaction,
// which is what actually prevents overselling (stock may change between adding and checking out).

/** The artwork, if this buyer may put it in a cart; otherwise the 4xx that says why. */
async function purchasableArtwork(db: Db, artworkId: string, buyerId: string) {
  const artwork = await findArtworkForSale(db, artworkId);
  if (!artwork) throw notFound('Artwork');
  if (artwork.artist_id === buyerId) throw forbidden(ERR.ownArtwork);
  // Hidden by a moderator, or its artist suspended: its page is gone (404), and so is it for the cart.
  if (artwork.shown !== 1) throw notFound('Artwork');
  if (artwork.for_sale !== 1) throw badRequest(ERR.notForSale);
  if (artwork.is_sold === 1 || artwork.quantity <= 0) throw conflict(ERR.soldOut);
  return artwork;
}

/** Cart lines with the artwork card each row shows (title, images, price, artist, stock, isSold). */
async function toCartItems(db: Db, lines: readonly CartLineRow[], buyerId: string): Promise<CartItem[]> {
  const cards = await loadArtworkCards(
    db,
    lines.map((line) => line.artwork_id),
    buyerId,
  );
  const cardById = new Map(cards.map((card) => [card.id, card]));
  // Issue 19: a price agreed in chat applies to a line of one piece (the offer was for one), for this buyer only.
  const agreed = await agreedOffers(
    db,
    buyerId,
    lines.filter((line) => line.quantity === 1).map((line) => line.artwork_id),
    nowIso(),
  );
  return lines.flatMap((line) => {
    const artwork = cardById.get(line.artwork_id);
    // A line's artwork always exists (cart_items cascade on artwork delete), unless deleted this instant.
    if (!artwork) return [];
    const offer = line.quantity === 1 ? agreed.get(line.artwork_id) : undefined;
    // Never above the list price: an artist who lowers the price meanwhile lowers it for this buyer too.
    const agreedPrice = offer ? Math.min(paiseToRupees(offer.amount_paise), artwork.price) : null;
    return [
      {
        id: line.id,
        artworkId: line.artwork_id,
        quantity: line.quantity,
        artwork,
        agreedPrice,
        agreedUntil: offer ? offer.expires_at : null,
      },
    ];
  });
}

async function cartItem(db: Db, line: CartLineRow, buyerId: string): Promise<CartItem> {
  const [item] = await toCartItems(db, [line], buyerId);
  if (!item) throw notFound('Artwork');
  return item;
}

/** The whole cart. Lines whose artwork sold out meanwhile stay (the row says Sold Out); checkout refuses them. */
export async function getCart(db: Db, buyerId: string): Promise<CartItem[]> {
  return toCartItems(db, await listCartLines(db, buyerId), buyerId);
}

/** Adds the artwork to the cart; adding it again raises the line's quantity, within the stock. */
export async function addToCart(db: Db, buyerId: string, artworkId: string, quantity: number): Promise<CartItem> {
  const artwork = await purchasableArtwork(db, artworkId, buyerId);
  const added = await addToCartLine(db, buyerId, artworkId, quantity, artwork.quantity);
  if (!added) throw conflict(ERR.notEnoughStock(artwork.quantity));
  const line = await findCartLineOfArtwork(db, buyerId, artworkId);
  if (!line) throw notFound('Cart item');
  return cartItem(db, line, buyerId);
}

/** Sets a line's quantity, within the stock. Someone else's line is unknown (404). */
export async function updateCartItem(db: Db, buyerId: string, itemId: string, quantity: number): Promise<CartItem> {
  const line = await findCartLine(db, buyerId, itemId);
  if (!line) throw notFound('Cart item');
  const artwork = await purchasableArtwork(db, line.artwork_id, buyerId);
  if (quantity > artwork.quantity) throw conflict(ERR.notEnoughStock(artwork.quantity));
  await setCartLineQuantity(db, line.id, quantity);
  return cartItem(db, { ...line, quantity }, buyerId);
}
