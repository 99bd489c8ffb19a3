import {
  ADMIN_MAX_ARTWORK_FILES,
  type AdminArtworkUpdateBody,
  type Artwork,
  adminArtworkCreateBodySchema,
  adminArtworkUpdateBodySchema,
  VALIDATION,
} from '@kala/contract';
import type { Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { ArtworksTable } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { newId, nowIso } from '../../lib/ids';
import { rupeesToPaise } from '../../lib/money';
import { notFound } from '../../lib/errors';
import {
  type ArtworkForm,
  deleteUnusedImageFiles,
  insertImageRows,
  mainImageColours,
  newArtworkFilesError,
  parseArtworkForm,
  processUploadedImages,
  storeImagesThen,
} from '../artworks/artwork-images';
import {
  artistLocation,
  deleteImageRows,
  findArtworkBasics,
  findImageFiles,
  insertArtwork,
  loadArtworkCards,
  setArtworkColumns,
  storeTags,
} from '../artworks/artworks.repository';
import { saveArtworkColours } from '../artworks/colours.repository';

// Admin Artwork Management (docs/product.md#screens-and-routes, docs/product.md#api-calls): edit any artwork, replacing
// its picture with one new file, and create an artwork for a chosen artist (the spec's client left create out; Kala
// implements it). Images go through the same checks and processing as the artist's upload (lib/images.ts).

async function cardOf(db: Db, artworkId: string): Promise<Artwork> {
  const [card] = await loadArtworkCards(db, [artworkId], null);
  if (!card) throw notFound('Artwork');
  return card;
}

/**
 * POST /api/admin/artworks (multipart): artistId (default: the admin), the admin form's fields and 1 to 5
 * files. Files are stored before the one transaction that inserts the artwork and its images; when anything
 * fails, the files this call stored are removed again (unless another artwork shows the same picture).
 */
export async function createArtworkAsAdmin(
  deps: AppDeps,
  { fields, files }: ArtworkForm,
  adminId: string,
): Promise<Artwork> {
  const body = parseArtworkForm(adminArtworkCreateBodySchema, fields, newArtworkFilesError(files.length));
  const artistId = body.artistId ?? adminId;

  const artistExists = (db: Db) => artistLocation(db, artistId);
  // Before the costly image work; checked again in the transaction.
  if (!(await artistExists(deps.db))) throw notFound('Artist');
  const images = await processUploadedImages(files);
  // Issue 38: the main image's colours, for the colour filter, as the artist's upload names them.
  const colours = await mainImageColours(images);

  const id = newId();
  const now = nowIso();
  await storeImagesThen(deps, images, () =>
    deps.db.transaction().execute(async (tx) => {
      const artist = await artistExists(tx);
      if (!artist) throw notFound('Artist');
      await insertArtwork(tx, { ...body, id, artistId, location: artist.location }, now);
      await insertImageRows(tx, id, images, now);
      await saveArtworkColours(tx, id, colours, now);
    }),
  );
  return cardOf(deps.db, id);
}

function changesFrom(body: AdminArtworkUpdateBody): Updateable<ArtworksTable> {
  const changes: Updateable<ArtworksTable> = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.description !== undefined) changes.description = body.description;
  if (body.category !== undefined) changes.category = body.category;
  if (body.price !== undefined) changes.price_paise = rupeesToPaise(body.price);
  if (body.quantity !== undefined) changes.quantity = body.quantity;
  if (body.tags !== undefined) changes.tags = storeTags(body.tags);
  if (body.isSold !== undefined) changes.is_sold = body.isSold ? 1 : 0;
  if (body.forSale !== undefined) changes.for_sale = body.forSale ? 1 : 0;
  return changes;
}

/**
 * PATCH /api/admin/update/artworks/{id} (multipart, docs/product.md#api-calls): the fields sent change, as the admin
 * typed them (an admin may set quantity 0 or mark a piece sold by hand). One optional file replaces all of the
 * artwork's images; the old files go after the commit unless another artwork shows the same picture.
 */
export async function updateArtworkAsAdmin(
  deps: AppDeps,
  { fields, files }: ArtworkForm,
  artworkId: string,
): Promise<Artwork> {
  const body = parseArtworkForm(
    adminArtworkUpdateBodySchema,
    fields,
    files.length > ADMIN_MAX_ARTWORK_FILES ? VALIDATION.images.adminOneFile : undefined,
  );
  const changes = changesFrom(body);

  if (!(await findArtworkBasics(deps.db, artworkId))) throw notFound('Artwork');
  const images = await processUploadedImages(files);
  const colours = await mainImageColours(images);

  const replaced = await storeImagesThen(deps, images, () =>
    deps.db.transaction().execute(async (tx) => {
      const now = nowIso();
      if (!(await setArtworkColumns(tx, artworkId, { ...changes, updated_at: now }))) throw notFound('Artwork');
      if (images.length === 0) return [];
      const old = await findImageFiles(tx, artworkId);
      await deleteImageRows(tx, artworkId);
      await insertImageRows(tx, artworkId, images, now);
      // A new main image: its colours replace the old one's (issue 38).
      await saveArtworkColours(tx, artworkId, colours, now);
      return old;
    }),
  );
  await deleteUnusedImageFiles(deps, replaced);
  return cardOf(deps.db, artworkId);
}
