import {
  ARTWORK_FACT_KEYS,
  type Artwork,
  type ArtworkUpdateBody,
  artworkUploadBodySchema,
  checkAltText,
  checkArtworkFacts,
  checkSaleFields,
  ERR,
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
  newArtworkFilesError,
  parseArtworkForm,
  processUploadedImages,
  storeImagesThen,
} from './artwork-images';
import {
  findArtworkBasics,
  findArtworkFacts,
  findImageFiles,
  insertArtwork,
  loadArtworkCards,
  storeTags,
} from './artworks.repository';
import { factsToColumns } from './artwork-facts';

// ── Upload ─────────────────────────────────────────────────────────────────────

/**
 * POST /api/auth/artworks. Every rule first (fields and file count), then every image is decoded and encoded
 * before anything is written; only then are the files stored and the artwork with its images inserted in one
 * transaction. If that fails, the files this upload stored are removed again (unless another artwork uses the
 * same picture), so a failed upload leaves no rows and no files.
 */
export async function uploadArtwork(deps: AppDeps, { fields, files }: ArtworkForm, artistId: string): Promise<Artwork> {
  const body = parseArtworkForm(artworkUploadBodySchema, fields, newArtworkFilesError(files.length));
  const images = await processUploadedImages(files);

  const id = newId();
  const now = nowIso();
  await storeImagesThen(deps, images, () =>
    deps.db.transaction().execute(async (tx) => {
      const artist = await tx.selectFrom('users').select('location').where('id', '=', artistId).executeTakeFirst();
      if (!artist) throw notFound('User');
      await insertArtwork(tx, { ...body, id, artistId, location: artist.location, isSold: false }, now);
      await insertImageRows(tx, id, images, now);
    }),
  );
  const [card] = await loadArtworkCards(deps.db, [id], artistId);
  return card as Artwork;
}

// ── Edit and delete by the artist ────────────────────────────────────────────────

/** The few columns the like, comment, review, cart and edit checks need; an unknown id is the artwork 404. */
export async function requireArtwork(db: Db, artworkId: string) {
  const artwork = await findArtworkBasics(db, artworkId);
  if (!artwork) throw notFound('Artwork');
  return artwork;
}

async function ownArtwork(deps: AppDeps, artworkId: string, userId: string) {
  const artwork = await requireArtwork(deps.db, artworkId);
  if (artwork.artist_id !== userId) throw forbidden(ERR.notArtworkOwner);
  return artwork;
}

/**
 * PATCH /api/auth/artworks/{id}: the fields sent change, with the upload's rules. Price and quantity are
 * checked together with for-sale, taking the stored value of whichever of the three was not sent.
 */
export async function updateArtwork(
  deps: AppDeps,
  artworkId: string,
  userId: string,
  body: ArtworkUpdateBody,
): Promise<Artwork> {
  const current = await ownArtwork(deps, artworkId, userId);
  const changes: Updateable<ArtworksTable> = {};
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
  if (Object.keys(changes).length > 0) {
    changes.updated_at = nowIso();
    await deps.db.updateTable('artworks').set(changes).where('id', '=', artworkId).execute();
  }
  const [card] = await loadArtworkCards(deps.db, [artworkId], userId);
  return card as Artwork;
}

/** DELETE /api/auth/artworks/{id}: only the artist's own. One a moderator hid is kept for admins (issue 32). */
export async function deleteOwnArtwork(deps: AppDeps, artworkId: string, userId: string): Promise<void> {
  await ownArtwork(deps, artworkId, userId);
  if (await keepIfHidden(deps.db, 'artworks', artworkId)) return;
  await removeArtwork(deps, artworkId);
}

/**
 * Deletes an artwork (its images, likes, comments, reviews, wishlist and cart lines go with it; orders keep
 * their snapshot), then its image files unless another artwork shows the same picture. Admin reuses this.
 * Returns false when there was no such artwork.
 */
export async function removeArtwork(deps: Pick<AppDeps, 'db' | 'media'>, artworkId: string): Promise<boolean> {
  const images = await findImageFiles(deps.db, artworkId);
  const result = await deps.db.deleteFrom('artworks').where('id', '=', artworkId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return false;
  await deleteUnusedImageFiles(deps, images);
  return true;
}
