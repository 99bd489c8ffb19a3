import {
  ARTWORK_FACT_KEYS,
  type Artwork,
  type ArtworkUpdateBody,
  artworkUploadBodySchema,
  checkAltText,
  checkArtworkFacts,
  checkArtworkShipping,
  checkSaleFields,
  ERR,
  LOOKALIKE_MESSAGE,
} from '@kala/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ArtworksTable } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { newId, nowIso } from '../../lib/ids';
import { paiseToRupees, rupeesToPaise } from '../../lib/money';
import { forbidden, notFound, validationFailed } from '../../lib/errors';
import { keepIfHidden } from '../../lib/visibility';
import {
  type ArtworkForm,
  deleteUnusedImageFiles,
  insertImageRows,
  mainImageColours,
  newArtworkFilesError,
  parseArtworkForm,
  processUploadedImages,
  storeImagesThen,
} from './artwork-images';
import { saveArtworkShipping } from '../shipping/shipping.repository';
import {
  artistLocation,
  artworkTitle,
  deleteArtworkRow,
  findArtworkBasics,
  findArtworkFacts,
  findImageFiles,
  insertArtwork,
  isInAnOrder,
  loadArtworkCards,
  peopleHolding,
  recordPriceChange,
  retireArtwork,
  storeTags,
  updateArtworkRow,
} from './artworks.repository';
import { factsToColumns } from './artwork-facts';
import { saveArtworkColours } from './colours.repository';
import { holdArtwork } from './lookalike.repository';
import { findLookalike, tellAboutHold } from './lookalike.service';
import { expireOpenOffers } from '../offers/offers.repository';
import { notifyListingRemoved } from '../notifications/notifications.service';

// ── Upload ─────────────────────────────────────────────────────────────────────

/**
 * POST /api/auth/artworks. Every rule first (fields and file count), then every image is decoded and encoded
 * before anything is written; only then are the files stored and the artwork with its images inserted in one
 * transaction. If that fails, the files this upload stored are removed again (unless another artwork uses the
 * same picture), so a failed upload leaves no rows and no files.
 */
export async function uploadArtwork(deps: AppDeps, { fields, files }: ArtworkForm, artistId: string): Promise<Artwork> {
  const body = parseArtworkForm(artworkUploadBodySchema, fields, newArtworkFilesError(files.length));
  const shipping = artworkShippingOf(body);
  const images = await processUploadedImages(files);
  // Issue 38: the main image's colours, for the colour filter.
  const colours = await mainImageColours(images);
  // Issue 38 (decision 0041): a picture that looks like another artist's work holds the upload for the moderators.
  const like = await findLookalike(
    deps.db,
    images.map((image) => image.phash),
    artistId,
  );

  const id = newId();
  const now = nowIso();
  await storeImagesThen(deps, images, () =>
    deps.db.transaction().execute(async (tx) => {
      const artist = await artistLocation(tx, artistId);
      if (!artist) throw notFound('User');
      await insertArtwork(tx, { ...body, id, artistId, location: artist.location, isSold: false }, now);
      await insertImageRows(tx, id, images, now);
      await saveArtworkColours(tx, id, colours, now);
      await saveArtworkShipping(tx, id, shipping);
      if (like) {
        await holdArtwork(
          tx,
          {
            artworkId: id,
            originalArtworkId: like.artworkId,
            originalArtistId: like.artistId,
            distance: like.distance,
          },
          now,
        );
      }
    }),
  );
  const [card] = await loadArtworkCards(deps.db, [id], artistId);
  if (!like) return card as Artwork;
  await tellAboutHold(deps, { artworkId: id, artistId }, like);
  return { ...(card as Artwork), held: { message: LOOKALIKE_MESSAGE } };
}

/** The artwork's own shipping fields, checked together (issue 34 item 3); a 400 names the field at fault. */
function artworkShippingOf(body: Parameters<typeof checkArtworkShipping>[0]) {
  const checked = checkArtworkShipping(body);
  if (!checked.ok) throw validationFailed(checked.errors as Record<string, string>);
  return checked.value;
}

// ── Edit and delete by the artist (or an admin) ─────────────────────────────────

/** The few columns the like, comment, review, cart and edit checks need; an unknown id is the artwork 404. */
export async function requireArtwork(db: Db, artworkId: string) {
  const artwork = await findArtworkBasics(db, artworkId);
  if (!artwork) throw notFound('Artwork');
  return artwork;
}

/** Who manages a listing: its artist, or an admin (decision 0025). */
export interface Manager {
  id: string;
  role: string;
}

/** The artwork, if `manager` may change it: its artist or an admin; anyone else is refused (403). */
export async function manageableArtwork(db: Db, artworkId: string, manager: Manager) {
  const artwork = await requireArtwork(db, artworkId);
  if (artwork.artist_id !== manager.id && manager.role !== 'admin') throw forbidden(ERR.notArtworkOwner);
  return artwork;
}

/**
 * PATCH /api/auth/artworks/{id}: the fields sent change, with the upload's rules. Price and quantity are
 * checked together with for-sale, taking the stored value of whichever of the three was not sent. A new price
 * is kept in the price history in the same transaction; a buyer who had it in their cart confirms it at checkout
 * (the checkout compares the prices the buyer was shown). `unlisted` unlists or lists it again (decision 0025).
 */
export async function updateArtwork(
  deps: AppDeps,
  artworkId: string,
  manager: Manager,
  body: ArtworkUpdateBody,
): Promise<Artwork> {
  const current = await manageableArtwork(deps.db, artworkId, manager);
  const shipping = artworkShippingOf(body);
  const changes: Updateable<ArtworksTable> = {};
  const now = nowIso();
  if (body.title !== undefined) changes.title = body.title;
  if (body.description !== undefined) changes.description = body.description;
  if (body.category !== undefined) changes.category = body.category;
  if (body.tags !== undefined) changes.tags = storeTags(body.tags);
  if (body.forSale !== undefined || body.price !== undefined || body.quantity !== undefined) {
    const sale = checkSaleFields({
      forSale: body.forSale ?? current.for_sale === 1,
      price: body.price ?? paiseToRupees(current.price_paise),
      quantity: body.quantity ?? current.quantity,
    });
    if (!sale.ok) throw validationFailed(sale.errors);
    changes.for_sale = (body.forSale ?? current.for_sale === 1) ? 1 : 0;
    changes.price_paise = rupeesToPaise(sale.price);
    changes.quantity = sale.quantity;
    // A valid for-sale quantity is at least 1, so a restocked artwork is no longer sold out.
    changes.is_sold = 0;
  }
  // Issue 34: the facts sent are checked together with the stored ones ('' or null clears one), as price is with
  // for-sale above: a width alone completes the stored height, an edition number needs the edition's size.
  const sentFacts = ARTWORK_FACT_KEYS.filter((key) => body[key] !== undefined);
  if (sentFacts.length > 0) {
    const merged = { ...(await findArtworkFacts(deps.db, artworkId)) } as Record<string, unknown>;
    for (const key of sentFacts) merged[key] = body[key];
    const facts = checkArtworkFacts(merged);
    if (!facts.ok) throw validationFailed(facts.errors);
    Object.assign(changes, factsToColumns(facts.facts));
  }
  if (body.altText !== undefined) {
    const alt = checkAltText(body.altText);
    if (!alt.ok) throw validationFailed({ altText: alt.error });
    changes.alt_text = alt.altText || null;
  }
  if (Object.keys(changes).length > 0 || body.unlisted !== undefined) {
    changes.updated_at = now;
    await deps.db.transaction().execute(async (tx) => {
      await updateArtworkRow(tx, artworkId, changes, body.unlisted, now);
      if (changes.price_paise !== undefined) {
        await recordPriceChange(tx, artworkId, current.price_paise, changes.price_paise, manager.id, now);
      }
    });
  }
  await saveArtworkShipping(deps.db, artworkId, shipping);
  const [card] = await loadArtworkCards(deps.db, [artworkId], manager.id);
  return card as Artwork;
}

/**
 * DELETE /api/auth/artworks/{id}: the artist's own, or an admin. One a moderator hid is kept for admins (issue 32).
 * Account deletion's rules (decision 0012, decision 0025): an artwork in someone's order stays for that order,
 * taken off sale and out of sight of everyone but admins; one in no order goes. Either way it leaves every cart,
 * wishlist and open offer, and the people whose cart, wishlist or offer held it are told.
 */
export async function deleteOwnArtwork(deps: AppDeps, artworkId: string, manager: Manager): Promise<void> {
  const artwork = await manageableArtwork(deps.db, artworkId, manager);
  if (await keepIfHidden(deps.db, 'artworks', artworkId)) return;
  const affected = await peopleHolding(deps.db, artworkId);
  const title = await artworkTitle(deps.db, artworkId);
  if (await isInAnOrder(deps.db, artworkId)) {
    const now = nowIso();
    await deps.db.transaction().execute(async (tx) => {
      await retireArtwork(tx, artworkId, now);
      await expireOpenOffers(tx, [artworkId], now);
    });
  } else {
    await removeArtwork(deps, artworkId);
  }
  for (const recipientId of affected) {
    await notifyListingRemoved(deps, recipientId, artwork.artist_id, title ?? '');
  }
}

/**
 * Deletes an artwork (its images, likes, comments, reviews, wishlist and cart lines go with it; orders keep
 * their snapshot), then its image files unless another artwork shows the same picture. Admin reuses this.
 * Returns false when there was no such artwork.
 */
export async function removeArtwork(deps: Pick<AppDeps, 'db' | 'media'>, artworkId: string): Promise<boolean> {
  const images = await findImageFiles(deps.db, artworkId);
  if (!(await deleteArtworkRow(deps.db, artworkId))) return false;
  await deleteUnusedImageFiles(deps, images);
  return true;
}
