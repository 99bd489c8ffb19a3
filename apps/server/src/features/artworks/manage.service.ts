import {
  type Artwork,
  imageOrderSchema,
  type ListingsBulkBody,
  NEW_IMAGE_PREFIX,
  PRICE_MAX,
  VALIDATION,
} from '@kala/contract';
import type { AppDeps } from '../../deps';
import { forbidden, notFound, validationFailed } from '../../lib/errors';
import { nowIso } from '../../lib/ids';
import { paiseToRupees, rupeesToPaise } from '../../lib/money';
import {
  type ArtworkForm,
  deleteUnusedImageFiles,
  newImageRow,
  processUploadedImages,
  storeImagesThen,
} from './artwork-images';
import { loadArtworkCards, recordPriceChange } from './artworks.repository';
import { type Manager, manageableArtwork } from './artworks.service';
import { artworksToChange, imageRowsOf, replaceImageRows, setUnlisted, setPrice } from './manage.repository';

// Managing one's listings (issue 34, decision 0025): an edit's pictures, and changes to several at once.

/**
 * PUT /api/auth/artworks/{id}/images: the pictures in their new order (the first is the cover), kept ones by
 * id, new ones decoded and stored as the upload does. Every rule is checked and every new file decoded before
 * anything is written; the rows change in one transaction; files nobody shows any more go after it.
 */
export async function replaceImages(
  deps: AppDeps,
  artworkId: string,
  manager: Manager,
  { fields, files }: ArtworkForm,
): Promise<Artwork> {
  await manageableArtwork(deps.db, artworkId, manager);
  const parsed = imageOrderSchema.safeParse(fields.order);
  if (!parsed.success) {
    throw validationFailed({ files: parsed.error.issues[0]?.message ?? VALIDATION.listings.imageOrderInvalid });
  }
  const order = parsed.data;
  const existing = await imageRowsOf(deps.db, artworkId);
  const byId = new Map(existing.map((image) => [image.id, image]));
  const newIndexes = order.filter((entry) => entry.startsWith(NEW_IMAGE_PREFIX)).map((entry) => entry.slice(4));
  // Each file sent is placed exactly once, by its index.
  const expected = files.map((_file, index) => String(index));
  if (newIndexes.length !== files.length || [...newIndexes].sort().join() !== [...expected].sort().join()) {
    throw validationFailed({ files: VALIDATION.listings.imageOrderInvalid });
  }
  if (order.some((entry) => !entry.startsWith(NEW_IMAGE_PREFIX) && !byId.has(entry))) {
    throw validationFailed({ files: VALIDATION.listings.imageUnknown });
  }
  const processed = await processUploadedImages(files);
  const now = nowIso();
  const rows = order.map((entry, position) => {
    const kept = byId.get(entry);
    if (kept) return { ...kept, artwork_id: artworkId, position };
    const image = processed[Number(entry.slice(NEW_IMAGE_PREFIX.length))];
    if (!image) throw validationFailed({ files: VALIDATION.listings.imageOrderInvalid });
    return newImageRow(artworkId, position, image, now);
  });
  await storeImagesThen(deps, processed, () =>
    deps.db.transaction().execute((tx) => replaceImageRows(tx, artworkId, rows, now)),
  );
  const kept = new Set(order);
  await deleteUnusedImageFiles(
    deps,
    existing.filter((image) => !kept.has(image.id)),
  );
  const [card] = await loadArtworkCards(deps.db, [artworkId], manager.id);
  return card as Artwork;
}

/**
 * POST /api/auth/artworks/bulk: one change to several of the caller's own artworks, all or none. A price change
 * of `percent` is rounded to whole rupees (at least ₹1, at most the price limit) and kept in each one's price
 * history in the same transaction. Answers how many changed (an unlisted one unlisted again does not count).
 */
export async function bulkChange(deps: AppDeps, artistId: string, body: ListingsBulkBody): Promise<number> {
  const ids = [...new Set(body.ids)];
  const artworks = await artworksToChange(deps.db, ids);
  if (artworks.length !== ids.length) throw notFound('Artwork');
  if (artworks.some((artwork) => artwork.artist_id !== artistId)) throw forbidden();
  const now = nowIso();
  if (body.action === 'price') {
    if (artworks.some((artwork) => artwork.for_sale !== 1)) {
      throw validationFailed({ ids: VALIDATION.listings.notForSaleInPriceChange });
    }
    const percent = body.percent ?? 0;
    return deps.db.transaction().execute(async (tx) => {
      let changed = 0;
      for (const artwork of artworks) {
        const rupees = Math.round((paiseToRupees(artwork.price_paise) * (100 + percent)) / 100);
        const price = rupeesToPaise(Math.min(PRICE_MAX, Math.max(1, rupees)));
        if (price === artwork.price_paise) continue;
        await setPrice(tx, artwork.id, price, now);
        await recordPriceChange(tx, artwork.id, artwork.price_paise, price, artistId, now);
        changed += 1;
      }
      return changed;
    });
  }
  return setUnlisted(deps.db, ids, body.action === 'unlist', now);
}
