// Artworks: the artwork as screens get it, the upload form and body, the admin artwork body, tags, image
// checks, comments, reviews, likes, and the listing query and filter state.

import { artworkShippingFields } from './shipping';
import { z } from 'zod';
import {
  ADMIN_ARTWORK_QUANTITY_MIN,
  ALL_CATEGORIES,
  COMMENT_MAX_LENGTH,
  DEFAULT_PRICE_RANGE,
  DEFAULT_SORT,
  DESCRIPTION_MAX_LENGTH,
  FIRST_PAGE,
  LOCATION_MAX_LENGTH,
  MAX_IMAGE_BYTES,
  MAX_TAGS,
  MAX_UPLOAD_IMAGES,
  NOT_FOR_SALE_PRICE,
  NOT_FOR_SALE_QUANTITY,
  PAGE_SIZE,
  PRICE_MAX,
  PRICE_MIN,
  QUANTITY_MAX,
  QUANTITY_MIN,
  REVIEW_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  SORT_OPTIONS,
  STAR_RATING,
  SUPPORTED_IMAGE_TYPES,
  TAG_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  UPLOAD_CATEGORIES,
} from './constants';
import { COLOUR_KEYS, FACET_NAMES, type FacetName, ORIENTATIONS, PRICE_BAND_KEYS, SIZE_BANDS } from './art-filters';
import { ART_MEDIUMS } from './art-mediums';
import { booleanInput, idSchema, integerInput, isoDateTimeSchema, optionalText, requiredText } from './common';
import { VALIDATION } from './messages';
import { artistSummarySchema } from './users';
import { cleanTags } from './tags';
import {
  artworkFactsBodyFields,
  artworkFactsSchema,
  checkAltText,
  checkArtworkFacts,
  EMPTY_FACTS,
} from './artwork-facts';

const V = VALIDATION;

// ── The artwork as the API returns it ────────────────────────────────────────

/**
 * One image: `url` is its largest variant, `widths` the width of every variant stored. A variant's URL follows
 * from `url` (docs/product.md#api-conventions: `/media/<content-hash>-<width>.webp`), so `imageSrcset` (media.ts)
 * builds the srcset on the client: spelt out in every card, the variants' URLs were two fifths of a listing's bytes.
 */
export const artworkImageSchema = z.object({
  id: idSchema,
  url: z.string(),
  widths: z.array(z.number().int().positive()).optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /**
   * Kala: the width of the zoom variant (the picture at its own resolution, up to 4096 px), present when the
   * original was wider than the widest of `widths`. Fetched only by the full-screen viewer when zooming
   * (docs/decisions/0043-zoom-variant.md); the contract's zoomImageUrl builds its URL.
   */
  zoomWidth: z.number().int().positive().optional(),
});
export type ArtworkImage = z.infer<typeof artworkImageSchema>;

/**
 * An artwork as every list and detail call returns it (docs/product.md#entities-and-fields +
 * docs/product.md#beyond-the-original-client): everything a card or the detail page shows in one response. `likes` and
 * `how_many_like.like_count` carry the same count (the spec's client reads both). has_liked, isInCart (and a true
 * isWishList) only for a signed-in viewer.
 */
export const artworkSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  /** Rupees, at most 2 decimals. */
  price: z.number().nonnegative(),
  /** Stored and sent without '#'; screens show them with a leading '#'. */
  tags: z.array(z.string()),
  quantity: z.number().int().nonnegative(),
  category: z.string(),
  forSale: z.boolean(),
  isSold: z.boolean(),
  /**
   * The admin's Artwork Management only (issue 35): a moderator hid it, or suspended its artist, so nobody else
   * sees it.
   */
  hidden: z.boolean().optional(),
  /**
   * Issue 38 (decision 0041), the upload's answer only: it looks like another artist's work on Kala, so it is held
   * for the moderators instead of published; `message` is LOOKALIKE_MESSAGE.
   */
  held: z.object({ message: z.string() }).optional(),
  /** Its artist unlisted it (decision 0025): only they and admins see it; present (true) only then. */
  unlisted: z.boolean().optional(),
  isWishList: z.boolean(),
  /** First is the main image; may be empty (screens then show the placeholder). */
  images: z.array(artworkImageSchema),
  artistId: idSchema,
  artist: artistSummarySchema,
  createdAt: isoDateTimeSchema,
  location: z.string(),
  likes: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  how_many_like: z.object({ like_count: z.number().int().nonnegative() }),
  has_liked: z.boolean().optional(),
  isInCart: z.boolean().optional(),
  /** Mean star rating to one decimal, null before the first review. */
  averageRating: z.number().min(0).max(STAR_RATING.max).nullable().optional(),
  reviewCount: z.number().int().nonnegative().optional(),
  /** Kala (issue 19): the artist offers local pickup, in pickupCity (the artist's profile location). */
  offersPickup: z.boolean().optional(),
  pickupCity: z.string().nullable().optional(),
  /** Issue 40: the artist's description of the picture, its alt text; left out when none (the title stands in). */
  altText: z.string().optional(),
  /** Issue 34: the art facts, on the detail, the upload's and the edit's answers (not on list cards). */
  facts: artworkFactsSchema.optional(),
  /**
   * The search answer repeats artistId under this name (docs/product.md#entities-and-fields: "also artistid in
   * search").
   */
  artistid: idSchema.optional(),
});
export type Artwork = z.infer<typeof artworkSchema>;

/**
 * GET /api/artworks/{id}: the artwork; or, when id names a person instead (docs/product.md#api-calls lists GET
 * /artworks/{userId} beside the detail), that person's artworks as GET /api/users/{userId}/artworks answers them.
 */
export const artworkOrArtworksSchema = z.union([artworkSchema, z.array(artworkSchema)]);

/** How many works each related row of an artwork's page shows (issue 18). */
export const RELATED_ARTWORKS_LIMIT = 8;

/**
 * GET /api/artworks/{id}/related: "More by {artist}" (their newest, without this one) and "Similar works" (other
 * artists' works sharing the most tags, then the category, then the newest), up to RELATED_ARTWORKS_LIMIT each.
 */
export const relatedArtworksSchema = z.object({
  moreByArtist: z.array(artworkSchema),
  similar: z.array(artworkSchema),
});
export type RelatedArtworks = z.infer<typeof relatedArtworksSchema>;

// ── Tags ─────────────────────────────────────────────────────────────────────

export { addAdminTags, cleanTags, normaliseAdminTag, parseTags, stripTagHash } from './tags';

// A body's tags: an array (tags[0], tags[1], ... collected by the server, or JSON) or one comma-joined string.
// Missing means none, so that the upload's "at least one tag" rule answers with its own message.
const tagsInputSchema = z.preprocess(
  (value) => (value === undefined ? [] : typeof value === 'string' ? [value] : value),
  z
    .array(z.string())
    .transform(cleanTags)
    .pipe(
      z
        .array(z.string().max(TAG_MAX_LENGTH, V.common.tooLong('A tag', TAG_MAX_LENGTH)))
        .max(MAX_TAGS, V.artworkForm.tooManyTags(MAX_TAGS)),
    ),
);

// ── Image files ──────────────────────────────────────────────────────────────

/** What both a browser File and a multipart part tell about a file. */
export interface ImageFileInfo {
  name: string;
  type: string;
  size: number;
}

export function isSupportedImageType(type: string): boolean {
  return (SUPPORTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * Checks picked or received image files (docs/product.md#validation-rules, plus Kala's 5 MB per image): unsupported
 * types (named), more than 5 in all, files over 5 MB (named). `alreadySelected` counts images picked earlier. Returns
 * the messages to show; empty when the files are fine.
 */
export function checkImageFiles(files: readonly ImageFileInfo[], alreadySelected = 0): string[] {
  const messages: string[] = [];
  const unsupported = files.filter((file) => !isSupportedImageType(file.type)).map((file) => file.name);
  if (unsupported.length > 0) messages.push(V.images.unsupported(unsupported));
  if (alreadySelected + files.length > MAX_UPLOAD_IMAGES) messages.push(V.images.tooMany);
  const tooLarge = files.filter((file) => file.size > MAX_IMAGE_BYTES).map((file) => file.name);
  if (tooLarge.length > 0) messages.push(V.images.tooLarge(tooLarge));
  return messages;
}

// ── Price and quantity of an artwork for sale ────────────────────────────────

const PRICE_TEXT = /^\d+(\.\d{1,2})?$/;
const WHOLE_NUMBER_TEXT = /^\d+$/;

type NumberLike = string | number | null | undefined;
const asText = (value: NumberLike) => (value === null || value === undefined ? '' : String(value).trim());

/** A price in rupees with at most 2 decimals (the step of the price input), or undefined. */
function parseRupees(value: NumberLike): number | undefined {
  const text = asText(value);
  return PRICE_TEXT.test(text) ? Number(text) : undefined;
}

export type SaleFieldsResult =
  | { ok: true; price: number; quantity: number }
  | { ok: false; errors: { price?: string; quantity?: string } };

/**
 * The upload rules of docs/product.md#validation-rules for price and quantity, shared by the upload screen and the
 * server: for sale → price given and > 0, quantity given and a whole number > 0; not for sale → price is 0 and quantity
 * 1, whatever was typed.
 */
export function checkSaleFields(input: {
  forSale: boolean;
  price?: NumberLike;
  quantity?: NumberLike;
}): SaleFieldsResult {
  if (!input.forSale) return { ok: true, price: NOT_FOR_SALE_PRICE, quantity: NOT_FOR_SALE_QUANTITY };

  const errors: { price?: string; quantity?: string } = {};
  const price = parseRupees(input.price);
  if (asText(input.price) === '') errors.price = V.upload.priceRequired;
  else if (price === undefined || price <= 0 || price > PRICE_MAX) errors.price = V.upload.priceInvalid;

  const quantityText = asText(input.quantity);
  const quantity = WHOLE_NUMBER_TEXT.test(quantityText) ? Number(quantityText) : undefined;
  if (quantityText === '') errors.quantity = V.upload.quantityRequired;
  else if (quantity === undefined || quantity < QUANTITY_MIN || quantity > QUANTITY_MAX)
    errors.quantity = V.upload.quantityInvalid;

  if (errors.price !== undefined || errors.quantity !== undefined) return { ok: false, errors };
  // Both are defined here: every path that leaves one undefined set an error above.
  return { ok: true, price: price as number, quantity: quantity as number };
}

export type UploadSubmitField = 'auth' | 'images' | 'price' | 'quantity';

/**
 * The checks the upload screen runs on submit (docs/product.md#validation-rules), in the spec's order. Not logged in
 * stops everything else. Returns field → message, or null when the upload may be sent.
 */
export function validateUploadSubmit(input: {
  loggedIn: boolean;
  imageCount: number;
  forSale: boolean;
  price?: string;
  quantity?: string;
}): Partial<Record<UploadSubmitField, string>> | null {
  if (!input.loggedIn) return { auth: V.upload.loginRequired };
  const errors: Partial<Record<UploadSubmitField, string>> = {};
  if (input.imageCount < 1) errors.images = V.upload.imagesRequired;
  const sale = checkSaleFields(input);
  if (!sale.ok) Object.assign(errors, sale.errors);
  return Object.keys(errors).length > 0 ? errors : null;
}

// ── Upload: the form and the request body ────────────────────────────────────

const uploadCategorySchema = z
  .string({ error: V.artworkForm.categoryRequired })
  .trim()
  .min(1, V.artworkForm.categoryRequired)
  .pipe(z.enum(UPLOAD_CATEGORIES, { error: V.artworkForm.categoryInvalid }));

/**
 * The artwork form schema of docs/product.md#entities-and-fields/§5: strings as typed, with the spec's messages. When
 * for sale, an empty price or quantity reports 'Price and quantity are required...' on price, and a quantity that is
 * not a whole number above 0 reports 'Quantity must be greater than 0' on quantity.
 */
export const artworkFormSchema = z
  .object({
    title: requiredText(V.artworkForm.titleRequired, TITLE_MAX_LENGTH, 'Title'),
    description: requiredText(V.artworkForm.descriptionRequired, DESCRIPTION_MAX_LENGTH, 'Description'),
    price: z.string().optional(),
    category: uploadCategorySchema,
    images: z.array(z.string()).min(1, V.artworkForm.imageRequired),
    tags: z.array(z.string()).min(1, V.artworkForm.tagRequired),
    quantity: z.string().optional(),
    forSale: z.boolean(),
  })
  .superRefine(
    (form, ctx) => {
      if (!form.forSale) return;
      const price = asText(form.price);
      const quantity = asText(form.quantity);
      if (price === '' || quantity === '') {
        ctx.addIssue({ code: 'custom', path: ['price'], message: V.artworkForm.priceAndQuantityRequired });
      }
      if (quantity !== '' && !(WHOLE_NUMBER_TEXT.test(quantity) && Number(quantity) > 0)) {
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: V.artworkForm.quantityPositive });
      }
    },
    // Runs while other fields are still invalid, so the form shows every message at once.
    { when: (payload) => typeof (payload.value as { forSale?: unknown } | undefined)?.forSale === 'boolean' },
  );
export type ArtworkForm = z.input<typeof artworkFormSchema>;

/**
 * POST /api/auth/artworks body (multipart fields as strings; docs/product.md#api-calls). Files travel beside it and are
 * checked with checkImageFiles and by decoding. Parsed: price in rupees and quantity as numbers, 0 and 1 when not for
 * sale (docs/product.md#validation-rules); tags cleaned.
 */
export const artworkUploadBodySchema = z
  .object({
    title: requiredText(V.artworkForm.titleRequired, TITLE_MAX_LENGTH, 'Title'),
    description: requiredText(V.artworkForm.descriptionRequired, DESCRIPTION_MAX_LENGTH, 'Description'),
    price: z.union([z.string(), z.number()]).optional(),
    category: uploadCategorySchema,
    quantity: z.union([z.string(), z.number()]).optional(),
    forSale: booleanInput(V.upload.forSaleInvalid, false),
    tags: tagsInputSchema.pipe(z.array(z.string()).min(1, V.artworkForm.tagRequired)),
    // Issue 34 item 3: the work's own shipping, checked together by checkArtworkShipping.
    ...artworkShippingFields,
    ...artworkFactsBodyFields,
  })
  .superRefine(
    (body, ctx) => {
      // Issue 34: the facts and the alt text are checked whatever else fails, so the form shows every message.
      const facts = checkArtworkFacts(body);
      const alt = checkAltText(body.altText);
      const errors = { ...(facts.ok ? {} : facts.errors), ...(alt.ok ? {} : { altText: alt.error }) };
      for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [field], message });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .superRefine(
    (body, ctx) => {
      const sale = checkSaleFields(body);
      if (sale.ok) return;
      for (const [field, message] of Object.entries(sale.errors)) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    { when: (payload) => typeof (payload.value as { forSale?: unknown } | undefined)?.forSale === 'boolean' },
  )
  .transform((body) => {
    const sale = checkSaleFields(body);
    // The refinement above already rejected every failing case; the fallback only satisfies the types.
    const { price, quantity } = sale.ok ? sale : { price: NOT_FOR_SALE_PRICE, quantity: NOT_FOR_SALE_QUANTITY };
    const facts = checkArtworkFacts(body);
    const alt = checkAltText(body.altText);
    return {
      title: body.title,
      description: body.description,
      category: body.category,
      forSale: body.forSale,
      tags: body.tags,
      price,
      quantity,
      facts: facts.ok ? facts.facts : EMPTY_FACTS,
      altText: alt.ok ? alt.altText : '',
      // The work's own shipping, checked by the server with checkArtworkShipping (issue 34 item 3).
      shipping: body.shipping,
      shippingCity: body.shippingCity,
      shippingState: body.shippingState,
      shippingIndia: body.shippingIndia,
      processingDays: body.processingDays,
      returnsDays: body.returnsDays,
    };
  });
export type ArtworkUploadBody = z.output<typeof artworkUploadBodySchema>;

/**
 * PATCH /api/auth/artworks/{id}: the artist edits any subset of the upload's fields, with the upload's rules.
 * Price and quantity stay raw here: the server checks them (checkSaleFields) against the artwork's current
 * values for whatever is not sent, so "for sale" always comes with a valid price and quantity.
 */
export const artworkUpdateBodySchema = z.object({
  title: requiredText(V.artworkForm.titleRequired, TITLE_MAX_LENGTH, 'Title').optional(),
  description: requiredText(V.artworkForm.descriptionRequired, DESCRIPTION_MAX_LENGTH, 'Description').optional(),
  price: z.union([z.string(), z.number()]).optional(),
  quantity: z.union([z.string(), z.number()]).optional(),
  category: uploadCategorySchema.optional(),
  forSale: booleanInput(V.upload.forSaleInvalid).optional(),
  tags: tagsInputSchema.pipe(z.array(z.string()).min(1, V.artworkForm.tagRequired)).optional(),
  /** true unlists it (a draft only its artist and admins see), false lists it again (decision 0025). */
  unlisted: booleanInput(V.listings.unlistedInvalid).optional(),
  ...artworkShippingFields,
  // Issue 34: facts sent are checked with the stored ones (artwork-facts.ts); '' or null clears one.
  ...artworkFactsBodyFields,
});
export type ArtworkUpdateBody = z.output<typeof artworkUpdateBodySchema>;

// ── Managing one's listings (issue 34, decision 0025) ─────────────────────────

/**
 * PUT /api/auth/artworks/{id}/images, multipart: `order` is a JSON array naming the pictures in their new order,
 * the first the cover: an existing image by its id, a new one as `new:<n>`, the n-th (from 0) of the `files`
 * sent. An existing image left out is removed. 1 to MAX_UPLOAD_IMAGES in all.
 */
export const NEW_IMAGE_PREFIX = 'new:';
export const imageOrderSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(z.string().min(1), { error: V.listings.imageOrderInvalid })
    .min(1, V.upload.imagesRequired)
    .max(MAX_UPLOAD_IMAGES, V.images.tooMany)
    .refine((order) => new Set(order).size === order.length, V.listings.imageOrderInvalid),
);

/** One change of an artwork's price, as its owner sees the history: newest first. Rupees. */
export const priceChangeSchema = z.object({
  oldPrice: z.number().nonnegative(),
  newPrice: z.number().nonnegative(),
  changedAt: isoDateTimeSchema,
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** The states a listing is in, as the studio's table filters them. */
export const LISTING_STATES = ['live', 'unlisted', 'hidden', 'soldOut'] as const;
export type ListingState = (typeof LISTING_STATES)[number];
export const LISTING_SORTS = ['newest', 'priceAsc', 'priceDesc', 'views', 'likes'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** GET /api/auth/studio/artworks: the artist's own artworks, every state, searched by title. */
export const myListingsQuerySchema = z.object({
  q: z.string().trim().max(TITLE_MAX_LENGTH).optional(),
  state: z.enum(LISTING_STATES).optional(),
  sort: z.enum(LISTING_SORTS).default('newest'),
});
export type MyListingsQuery = z.input<typeof myListingsQuerySchema>;

export const myListingSchema = z.object({
  id: idSchema,
  title: z.string(),
  image: artworkImageSchema.nullable(),
  /** Rupees. */
  price: z.number().nonnegative(),
  quantity: z.number().int().nonnegative(),
  forSale: z.boolean(),
  state: z.enum(LISTING_STATES),
  /** Counted page views, all time. */
  views: z.number().int().nonnegative(),
  likes: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
});
export type MyListing = z.infer<typeof myListingSchema>;

export const LISTINGS_BULK_MAX = 100;
export const PRICE_PERCENT_MIN = -90;
export const PRICE_PERCENT_MAX = 500;

/**
 * POST /api/auth/artworks/bulk: unlist, relist or change the price of several of one's own artworks at once.
 * `percent` (price only) is a whole number, -90 to 500 and not 0; new prices are rounded to whole rupees.
 */
export const listingsBulkBodySchema = z
  .object({
    ids: z
      .array(idSchema, { error: V.listings.idsRequired })
      .min(1, V.listings.idsRequired)
      .max(LISTINGS_BULK_MAX, V.listings.tooManyIds(LISTINGS_BULK_MAX)),
    action: z.enum(['unlist', 'relist', 'price'], { error: V.listings.actionInvalid }),
    percent: z
      .number({ error: V.listings.percentInvalid })
      .int(V.listings.percentInvalid)
      .min(PRICE_PERCENT_MIN, V.listings.percentInvalid)
      .max(PRICE_PERCENT_MAX, V.listings.percentInvalid)
      .refine((percent) => percent !== 0, V.listings.percentInvalid)
      .optional(),
  })
  .refine((body) => body.action !== 'price' || body.percent !== undefined, {
    message: V.listings.percentInvalid,
    path: ['percent'],
  });
export type ListingsBulkBody = z.infer<typeof listingsBulkBodySchema>;

/** The answer to a bulk change: how many of the artworks changed. */
export const listingsBulkResultSchema = z.object({ changed: z.number().int().nonnegative() });
export type ListingsBulkResult = z.infer<typeof listingsBulkResultSchema>;

// ── Admin artwork body ───────────────────────────────────────────────────────

// A price field of the admin form: numeric, minimum 0, at most 2 decimals.
const adminPriceSchema = z.preprocess(
  (value) => {
    if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
    return typeof value === 'string' ? value.trim() : value;
  },
  z
    .string({ error: V.adminArtwork.priceInvalid })
    .min(1, V.adminArtwork.priceInvalid)
    .refine((text) => text === '' || (PRICE_TEXT.test(text) && Number(text) <= PRICE_MAX), V.adminArtwork.priceInvalid)
    .transform(Number),
);

const adminQuantitySchema = integerInput(
  V.adminArtwork.quantityInvalid,
  V.adminArtwork.quantityInvalid,
  Number.MIN_SAFE_INTEGER,
  QUANTITY_MAX,
).refine((quantity) => quantity >= ADMIN_ARTWORK_QUANTITY_MIN, V.adminArtwork.quantityNegative);

const adminCategorySchema = z
  .string({ error: V.artworkForm.categoryRequired })
  .trim()
  .min(1, V.artworkForm.categoryRequired)
  .pipe(z.enum(ALL_CATEGORIES, { error: V.artworkForm.categoryInvalid }));

// Shared by create and update; update makes every field optional, so no defaults in here.
const adminArtworkFields = {
  title: requiredText(V.adminArtwork.titleRequired, TITLE_MAX_LENGTH, 'Title'),
  description: optionalText(DESCRIPTION_MAX_LENGTH, 'Description'),
  category: adminCategorySchema,
  price: adminPriceSchema,
  quantity: adminQuantitySchema,
  /** The admin form sends one comma-joined string of '#tags' (docs/product.md#api-calls); stored without '#'. */
  tags: tagsInputSchema,
  isSold: booleanInput(V.adminArtwork.isSoldInvalid),
  forSale: booleanInput(V.upload.forSaleInvalid),
};

/** Admin create (Kala implements it; the spec's client warned it was missing). The artist defaults to the admin. */
export const adminArtworkCreateBodySchema = z.object({
  ...adminArtworkFields,
  description: adminArtworkFields.description.default(''),
  tags: adminArtworkFields.tags.default([]),
  isSold: booleanInput(V.adminArtwork.isSoldInvalid, false),
  forSale: booleanInput(V.upload.forSaleInvalid, true),
  artistId: idSchema.optional(),
});
export type AdminArtworkCreateBody = z.output<typeof adminArtworkCreateBodySchema>;

/**
 * PATCH /api/admin/update/artworks/{id} (multipart, docs/product.md#api-calls): any subset of the fields; one optional
 * file.
 */
export const adminArtworkUpdateBodySchema = z.object(adminArtworkFields).partial();
export type AdminArtworkUpdateBody = z.output<typeof adminArtworkUpdateBodySchema>;

// ── Comments ─────────────────────────────────────────────────────────────────

const authorSchema = z.object({
  username: z.string(),
  profileImage: z.string().nullable(),
});

export const commentSchema = z.object({
  id: idSchema,
  content: z.string(),
  user_id: idSchema,
  user: authorSchema,
  createdAt: isoDateTimeSchema,
  /** Issue 17: a moderator hid it (or suspended its author); only its author and admins still see it. */
  hidden: z.boolean().optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/** POST /api/auth/comments/{artworkId}: content and artwork_id (the path's id wins). */
export const commentBodySchema = z.object({
  content: requiredText(V.comment.contentRequired, COMMENT_MAX_LENGTH, 'Comment'),
  artwork_id: idSchema.optional(),
});
export type CommentBody = z.infer<typeof commentBodySchema>;

// ── Reviews ──────────────────────────────────────────────────────────────────

export const reviewSchema = z.object({
  id: idSchema,
  rating: z.number().int().min(STAR_RATING.min).max(STAR_RATING.max),
  comment: z.string(),
  createdAt: isoDateTimeSchema,
  reviewer: authorSchema,
  /** Kala (issue 16): the reviewer bought this artwork and the order was delivered. */
  verifiedPurchase: z.boolean(),
  /** Issue 17: a moderator hid it (or suspended its author); only its author and admins still see it. */
  hidden: z.boolean().optional(),
});
export type Review = z.infer<typeof reviewSchema>;

/** POST /api/auth/reviews: a missing rating or text both answer the spec's single message. */
export const reviewBodySchema = z.object({
  rating: integerInput(
    V.review.ratingAndReviewRequired,
    V.review.ratingAndReviewRequired,
    STAR_RATING.min,
    STAR_RATING.max,
  ),
  comment: requiredText(V.review.ratingAndReviewRequired, REVIEW_MAX_LENGTH, 'Review'),
  artworkId: idSchema,
  // The spec's client sends it; the server takes the artist from the artwork.
  artistId: idSchema.optional(),
});
export type ReviewBody = z.output<typeof reviewBodySchema>;

/** PUT /api/auth/reviews/{reviewId}: one's own review, rewritten (the same rules as posting it). */
export const reviewUpdateBodySchema = reviewBodySchema.pick({ rating: true, comment: true });
export type ReviewUpdateBody = z.output<typeof reviewUpdateBodySchema>;

// ── Likes ────────────────────────────────────────────────────────────────────

export const likeStatusSchema = z.object({ has_liked: z.boolean() });
export type LikeStatus = z.infer<typeof likeStatusSchema>;

/** Answer of like/unlike: the state after the call, so the client can settle its optimistic count. */
export const likeResultSchema = z.object({
  has_liked: z.boolean(),
  like_count: z.number().int().nonnegative(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

// ── Listing query and filter state ───────────────────────────────────────────

// Query strings arrive as strings; a blank parameter means "not given".
const blankAsMissing = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

// docs/product.md#validation-rules: a zero or empty price bound is ignored.
const priceBoundSchema = z.preprocess(
  (value) => {
    const given = blankAsMissing(value);
    if (typeof given !== 'string') return given;
    const price = parseRupees(given);
    return price === undefined ? given : price;
  },
  z
    .number({ error: V.adminArtwork.priceInvalid })
    .min(PRICE_MIN, V.query.priceNegative)
    .transform((price) => (price === 0 ? undefined : price))
    .optional(),
);

/**
 * A list's page size, 1 to PAGE_SIZE.max. Left out (no `limit`), the server decides: the lists a client written to
 * the plain-list API reads whole answer every row up to WHOLE_LIST_CAP (docs/decisions/0022-whole-lists.md), the
 * others PAGE_SIZE.default.
 */
const limitSchema = z.preprocess(
  blankAsMissing,
  integerInput(V.query.limitInvalid, V.query.limitInvalid, 1, PAGE_SIZE.max).optional(),
);

/**
 * Kala (issue 38, docs/decisions/0032-art-filters-and-colour.md): the art filters, one value each, on the listing,
 * its facets and search.
 */
const artFilterFields = {
  medium: z.preprocess(blankAsMissing, z.enum(ART_MEDIUMS, { error: V.query.mediumInvalid }).optional()),
  size: z.preprocess(blankAsMissing, z.enum(SIZE_BANDS, { error: V.query.sizeInvalid }).optional()),
  orientation: z.preprocess(blankAsMissing, z.enum(ORIENTATIONS, { error: V.query.orientationInvalid }).optional()),
  priceBand: z.preprocess(blankAsMissing, z.enum(PRICE_BAND_KEYS, { error: V.query.priceBandInvalid }).optional()),
  colour: z.preprocess(blankAsMissing, z.enum(COLOUR_KEYS, { error: V.query.colourInvalid }).optional()),
  framed: z.preprocess(blankAsMissing, booleanInput(V.query.booleanInvalid).optional()),
  readyToShip: z.preprocess(blankAsMissing, booleanInput(V.query.booleanInvalid).optional()),
};

/**
 * GET /api/artworks (and a user's artworks, the feed, search): server-side filter, sort and paging
 * (docs/product.md#beyond-the-original-client).
 */
export const artworkListQuerySchema = z
  .object({
    category: z.preprocess(blankAsMissing, z.enum(ALL_CATEGORIES, { error: V.query.categoryInvalid }).optional()),
    location: z.preprocess(blankAsMissing, optionalText(LOCATION_MAX_LENGTH, 'Location').optional()),
    minPrice: priceBoundSchema,
    maxPrice: priceBoundSchema,
    q: z.preprocess(blankAsMissing, optionalText(SEARCH_QUERY_MAX_LENGTH, 'Search text').optional()),
    /** Kala (issue 18): artworks with exactly this tag, as /tags/{tag} lists them. */
    tag: z.preprocess(blankAsMissing, optionalText(TAG_MAX_LENGTH, 'Tag').optional()),
    forSale: z.preprocess(blankAsMissing, booleanInput(V.query.booleanInvalid).optional()),
    /** Kala (issue 19): near=me lists the signed-in viewer's city first, then the rest of their state. */
    near: z.preprocess(blankAsMissing, z.enum(['me'], { error: V.query.nearInvalid }).optional()),
    ...artFilterFields,
    sort: z.preprocess(blankAsMissing, z.enum(SORT_OPTIONS, { error: V.query.sortInvalid }).default(DEFAULT_SORT)),
    limit: limitSchema,
    /** Opaque: the server hands it out in the Link header of the previous page. */
    cursor: z.preprocess(blankAsMissing, z.string().optional()),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    error: V.query.priceRangeInverted,
    path: ['maxPrice'],
  });
export type ArtworkListQuery = z.output<typeof artworkListQuerySchema>;
export type ArtworkListQueryInput = z.input<typeof artworkListQuerySchema>;

/** One option of a facet and how many artworks it would show with the other filters as they are. */
export const facetCountSchema = z.object({ value: z.string(), count: z.number().int().min(0) });
export type FacetCount = z.infer<typeof facetCountSchema>;

/**
 * GET /api/artworks/facets (same query as the listing): `total` artworks match; each facet lists its options with
 * the count each would show, counted with every other filter applied and its own left out (as Artsy and Etsy
 * count), so a chosen option's siblings show what choosing them instead would give. The booleans (framed,
 * readyToShip, forSale) list one option, 'true'; location the LOCATION_FACET_MAX places with most artworks.
 */
export const artworkFacetsSchema = z.object({
  total: z.number().int().min(0),
  facets: z.object(
    Object.fromEntries(FACET_NAMES.map((name) => [name, z.array(facetCountSchema)])) as Record<
      FacetName,
      z.ZodArray<typeof facetCountSchema>
    >,
  ),
});
export type ArtworkFacets = z.infer<typeof artworkFacetsSchema>;

/** Any other paged list (comments, wishlist, the home feed): `?limit=&cursor=`, next page in the Link header. */
export const pageQuerySchema = z.object({
  limit: limitSchema,
  cursor: z.preprocess(blankAsMissing, z.string().optional()),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/**
 * GET /api/artworks/search?query=: a blank or missing query answers an empty list. With `limit` (Kala's app asks
 * for ARTWORK_SEARCH_MAX_RESULTS) the best that many; without it the whole list of matches, in parts behind
 * `Link: rel="next"` (docs/decisions/0022-whole-lists.md).
 */
export const artworkSearchQuerySchema = pageQuerySchema
  .extend({
    query: z.preprocess(
      (value) => (value === undefined ? '' : value),
      optionalText(SEARCH_QUERY_MAX_LENGTH, 'Search text'),
    ),
    // Kala (issue 38): the matches narrowed by the art filters, as on the listing.
    ...artFilterFields,
    // Kala (issue 38 item 3, docs/decisions/0037-search-in-the-language-people-type.md): and by the listing's other
    // filters, so the search page offers Discover's whole panel (Near me aside: it needs a signed-in viewer's place).
    category: z.preprocess(blankAsMissing, z.enum(ALL_CATEGORIES, { error: V.query.categoryInvalid }).optional()),
    location: z.preprocess(blankAsMissing, optionalText(LOCATION_MAX_LENGTH, 'Location').optional()),
    minPrice: priceBoundSchema,
    maxPrice: priceBoundSchema,
    forSale: z.preprocess(blankAsMissing, booleanInput(V.query.booleanInvalid).optional()),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    error: V.query.priceRangeInverted,
    path: ['maxPrice'],
  });
export type ArtworkSearchQuery = z.output<typeof artworkSearchQuerySchema>;

/**
 * GET /api/search/user?query=: people by username or name, best first. With `limit` a page (Kala's app asks for
 * USER_SEARCH_MAX_RESULTS); without it the whole list of matches, like every list (docs/decisions/0022-whole-lists.md).
 */
export const userSearchQuerySchema = pageQuerySchema.extend({
  query: z.string().max(SEARCH_QUERY_MAX_LENGTH, V.common.tooLong('Search', SEARCH_QUERY_MAX_LENGTH)).default(''),
});

// ── Wishlist ─────────────────────────────────────────────────────────────────

/** POST /api/auth/wishlist (docs/product.md#api-calls: artworkId). */
export const wishlistBodySchema = z.object({
  artworkId: z.string({ error: V.cart.artworkRequired }).trim().min(1, V.cart.artworkRequired),
});
export type WishlistBody = z.infer<typeof wishlistBodySchema>;

/** Answer of saving or removing: the state after the call. */
export const wishlistResultSchema = z.object({
  artworkId: idSchema,
  isWishList: z.boolean(),
});
export type WishlistResult = z.infer<typeof wishlistResultSchema>;

/** The listing's filter state (docs/product.md#entities-and-fields); '' means "any" for category and location. */
export const filterStateSchema = z.object({
  searchQuery: z.string(),
  selectedCategory: z.string(),
  selectedLocation: z.string(),
  priceRange: z.tuple([z.number().min(PRICE_MIN), z.number().min(PRICE_MIN)]),
  sortBy: z.enum(SORT_OPTIONS),
  currentPage: z.number().int().min(1),
});
export type FilterState = z.infer<typeof filterStateSchema>;

// docs/product.md#states-and-transitions filter reset: empty search, category and location, price 0 to 10000, sort
// 'recent', page 1. Frozen: consumers spread it into their own state.
const defaultFilters: FilterState = {
  searchQuery: '',
  selectedCategory: '',
  selectedLocation: '',
  priceRange: [DEFAULT_PRICE_RANGE[0], DEFAULT_PRICE_RANGE[1]],
  sortBy: DEFAULT_SORT,
  currentPage: FIRST_PAGE,
};
export const DEFAULT_FILTERS: Readonly<FilterState> = Object.freeze(defaultFilters);
