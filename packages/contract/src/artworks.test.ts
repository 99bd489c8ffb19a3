import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  addAdminTags,
  adminArtworkCreateBodySchema,
  adminArtworkUpdateBodySchema,
  artworkFormSchema,
  artworkListQuerySchema,
  artworkUploadBodySchema,
  checkImageFiles,
  checkSaleFields,
  cleanTags,
  commentBodySchema,
  filterStateSchema,
  normaliseAdminTag,
  parseTags,
  reviewBodySchema,
  validateUploadSubmit,
} from './artworks';
import { EMPTY_FACTS } from './artwork-facts';
import { MAX_IMAGE_BYTES } from './constants';
import { VALIDATION } from './messages';
import { fieldErrors, parsed } from './test-utils';

const A = VALIDATION.artworkForm;
const U = VALIDATION.upload;

const validForm = {
  title: 'Monsoon',
  description: 'Oil on canvas',
  price: '',
  category: 'Painting',
  images: ['data:image/png;base64,AAAA'],
  tags: ['rain'],
  quantity: '',
  forSale: false,
};

describe('artwork form (docs/product.md#validation-rules)', () => {
  it('an artwork not for sale needs no price or quantity', () => {
    expect(fieldErrors(artworkFormSchema, validForm)).toEqual({});
  });

  it('an empty form shows the spec messages', () => {
    const errors = fieldErrors(artworkFormSchema, {
      ...validForm,
      title: ' ',
      description: '',
      category: '',
      images: [],
      tags: [],
    });
    expect(errors).toEqual({
      title: A.titleRequired,
      description: A.descriptionRequired,
      category: A.categoryRequired,
      images: A.imageRequired,
      tags: A.tagRequired,
    });
  });

  it('for-sale artwork form needs price and quantity (message on price)', () => {
    expect(fieldErrors(artworkFormSchema, { ...validForm, forSale: true })).toEqual({
      price: A.priceAndQuantityRequired,
    });
    expect(fieldErrors(artworkFormSchema, { ...validForm, forSale: true, price: '100' })).toEqual({
      price: A.priceAndQuantityRequired,
    });
  });

  it("for-sale quantity must be a whole number above 0: 'Quantity must be greater than 0' on quantity", () => {
    for (const quantity of ['0', '-1', '1.5', 'two']) {
      expect(fieldErrors(artworkFormSchema, { ...validForm, forSale: true, price: '100', quantity })).toEqual({
        quantity: A.quantityPositive,
      });
    }
    expect(fieldErrors(artworkFormSchema, { ...validForm, forSale: true, price: '100', quantity: '2' })).toEqual({});
  });

  it('sale rules are reported together with other field errors', () => {
    expect(fieldErrors(artworkFormSchema, { ...validForm, title: '', forSale: true })).toEqual({
      title: A.titleRequired,
      price: A.priceAndQuantityRequired,
    });
  });

  it('sale rules are reported even when another field is missing altogether', () => {
    const { images: _unused, ...withoutImages } = validForm;
    expect(Object.keys(fieldErrors(artworkFormSchema, { ...withoutImages, forSale: true }))).toEqual([
      'images',
      'price',
    ]);
  });
});

describe('upload submit (docs/product.md#validation-rules)', () => {
  const ready = { loggedIn: true, imageCount: 1, forSale: true, price: '1500', quantity: '2' };

  it('passes a complete for-sale upload', () => {
    expect(validateUploadSubmit(ready)).toBeNull();
  });

  it('not logged in stops everything else', () => {
    expect(validateUploadSubmit({ ...ready, loggedIn: false, imageCount: 0 })).toEqual({ auth: U.loginRequired });
  });

  it('needs at least one image', () => {
    expect(validateUploadSubmit({ ...ready, imageCount: 0 })).toEqual({ images: U.imagesRequired });
  });

  it('for sale needs a price and a quantity', () => {
    expect(validateUploadSubmit({ ...ready, price: '', quantity: ' ' })).toEqual({
      price: U.priceRequired,
      quantity: U.quantityRequired,
    });
  });

  it('price must be above 0 and quantity a whole number above 0', () => {
    expect(validateUploadSubmit({ ...ready, price: '0', quantity: '1.5' })).toEqual({
      price: U.priceInvalid,
      quantity: U.quantityInvalid,
    });
    expect(validateUploadSubmit({ ...ready, price: '-5', quantity: '0' })).toEqual({
      price: U.priceInvalid,
      quantity: U.quantityInvalid,
    });
  });

  it('price has at most 2 decimals (input step 0.01)', () => {
    expect(validateUploadSubmit({ ...ready, price: '99.99' })).toBeNull();
    expect(validateUploadSubmit({ ...ready, price: '99.999' })).toEqual({ price: U.priceInvalid });
  });

  it('not for sale sends price 0 and quantity 1 whatever was typed', () => {
    expect(checkSaleFields({ forSale: false, price: 'abc', quantity: '-4' })).toEqual({
      ok: true,
      price: 0,
      quantity: 1,
    });
    expect(validateUploadSubmit({ ...ready, forSale: false, price: '', quantity: '' })).toBeNull();
  });
});

describe('upload body (server)', () => {
  const multipart = {
    title: 'Monsoon',
    description: 'Oil on canvas',
    price: '1500.50',
    category: 'Painting',
    quantity: '3',
    forSale: 'true',
    tags: ['rain', ' #monsoon ', ''],
  };

  it('parses multipart strings into numbers and booleans, tags cleaned', () => {
    expect(parsed(artworkUploadBodySchema, multipart)).toEqual({
      title: 'Monsoon',
      description: 'Oil on canvas',
      price: 1500.5,
      category: 'Painting',
      quantity: 3,
      forSale: true,
      tags: ['rain', 'monsoon'],
      facts: EMPTY_FACTS,
      altText: '',
    });
  });

  it('if not for sale, price is 0 and quantity 1', () => {
    const body = parsed(artworkUploadBodySchema, { ...multipart, forSale: 'false', price: '', quantity: '' });
    expect(body).toMatchObject({ forSale: false, price: 0, quantity: 1 });
  });

  it('forSale defaults to false; only true or false are accepted', () => {
    const { forSale: _unused, ...withoutForSale } = multipart;
    expect(parsed(artworkUploadBodySchema, withoutForSale).forSale).toBe(false);
    expect(fieldErrors(artworkUploadBodySchema, { ...multipart, forSale: 'yes' })).toEqual({
      forSale: U.forSaleInvalid,
    });
  });

  it('answers the upload submit messages for a bad price and quantity', () => {
    expect(fieldErrors(artworkUploadBodySchema, { ...multipart, price: '', quantity: '0' })).toEqual({
      price: U.priceRequired,
      quantity: U.quantityInvalid,
    });
  });

  it('needs a known upload category and at least one tag', () => {
    expect(fieldErrors(artworkUploadBodySchema, { ...multipart, category: 'Textile', tags: [' ', '#'] })).toEqual({
      category: A.categoryInvalid,
      tags: A.tagRequired,
    });
    const { tags: _unused, ...withoutTags } = multipart;
    expect(fieldErrors(artworkUploadBodySchema, withoutTags)).toEqual({ tags: A.tagRequired });
  });

  it('accepts tags as one comma-joined string', () => {
    expect(parsed(artworkUploadBodySchema, { ...multipart, tags: 'rain, ink' }).tags).toEqual(['rain', 'ink']);
  });
});

describe('tags', () => {
  it('tags are split on commas, trimmed, empties dropped', () => {
    expect(parseTags(' oil , , canvas,monsoon ,')).toEqual(['oil', 'canvas', 'monsoon']);
    expect(parseTags('')).toEqual([]);
  });

  it('admin tags get exactly one leading #', () => {
    expect(normaliseAdminTag('art')).toBe('#art');
    expect(normaliseAdminTag('  ##art ')).toBe('#art');
    expect(normaliseAdminTag('#')).toBeNull();
    expect(normaliseAdminTag('   ')).toBeNull();
  });

  it('admin tag input ignores empties and does not add duplicates', () => {
    expect(addAdminTags(['#art'], 'art, ink,, #ink, #')).toEqual(['#art', '#ink']);
  });

  it('stored tags have no #, no empties, no duplicates', () => {
    expect(cleanTags(['#art,ink', ' art ', '##sea'])).toEqual(['art', 'ink', 'sea']);
  });
});

describe('image files', () => {
  const png = (name: string, size = 1000) => ({ name, type: 'image/png', size });

  it('accepts up to 5 supported images', () => {
    expect(checkImageFiles([png('a.png'), png('b.png'), png('c.png'), png('d.png'), png('e.png')])).toEqual([]);
  });

  it('names the unsupported files', () => {
    const files = [
      png('a.png'),
      { name: 'b.bmp', type: 'image/bmp', size: 10 },
      { name: 'c.pdf', type: 'application/pdf', size: 10 },
    ];
    expect(checkImageFiles(files)).toEqual([VALIDATION.images.unsupported(['b.bmp', 'c.pdf'])]);
  });

  it('refuses a sixth image, counting those already picked', () => {
    expect(checkImageFiles([png('f.png')], 5)).toEqual([VALIDATION.images.tooMany]);
    expect(checkImageFiles([png('e.png')], 4)).toEqual([]);
  });

  it('refuses images over 5 MB, by name', () => {
    expect(checkImageFiles([png('ok.png', MAX_IMAGE_BYTES), png('big.png', MAX_IMAGE_BYTES + 1)])).toEqual([
      VALIDATION.images.tooLarge(['big.png']),
    ]);
  });

  it('accepts jpeg, webp, gif and avif too', () => {
    const types = ['image/jpeg', 'image/webp', 'image/gif', 'image/avif'];
    expect(checkImageFiles(types.map((type, index) => ({ name: `${index}`, type, size: 1 })))).toEqual([]);
  });
});

describe('admin artwork body', () => {
  it('title is required; quantity may be 0 but not negative; price numeric', () => {
    expect(fieldErrors(adminArtworkUpdateBodySchema, { title: '', quantity: '-1', price: 'abc' })).toEqual({
      title: VALIDATION.adminArtwork.titleRequired,
      quantity: VALIDATION.adminArtwork.quantityNegative,
      price: VALIDATION.adminArtwork.priceInvalid,
    });
    expect(parsed(adminArtworkUpdateBodySchema, { quantity: '0', price: '0' })).toEqual({ quantity: 0, price: 0 });
  });

  it('tags arrive comma-joined with # and are stored without; isSold is text', () => {
    expect(parsed(adminArtworkUpdateBodySchema, { tags: '#art,#ink', isSold: 'true' })).toEqual({
      tags: ['art', 'ink'],
      isSold: true,
    });
  });

  it('an update sends only what changed', () => {
    expect(parsed(adminArtworkUpdateBodySchema, {})).toEqual({});
  });

  it('create fills the defaults', () => {
    const body = parsed(adminArtworkCreateBodySchema, {
      title: 'Vase',
      category: 'Decor',
      price: '250',
      quantity: '4',
    });
    expect(body).toEqual({
      title: 'Vase',
      description: '',
      category: 'Decor',
      price: 250,
      quantity: 4,
      tags: [],
      isSold: false,
      forSale: true,
    });
  });
});

describe('comments and reviews', () => {
  it('a comment is trimmed and must not be empty', () => {
    expect(parsed(commentBodySchema, { content: '  lovely  ', artwork_id: 'a1' })).toEqual({
      content: 'lovely',
      artwork_id: 'a1',
    });
    expect(fieldErrors(commentBodySchema, { content: '   ' })).toEqual({ content: VALIDATION.comment.contentRequired });
  });

  it('a comment is at most 1000 characters', () => {
    expect(Object.keys(fieldErrors(commentBodySchema, { content: 'x'.repeat(1001) }))).toEqual(['content']);
    expect(fieldErrors(commentBodySchema, { content: 'x'.repeat(1000) })).toEqual({});
  });

  it("a review needs both a rating of 1 to 5 and text: 'Please provide both a rating and review text'", () => {
    const message = VALIDATION.review.ratingAndReviewRequired;
    expect(fieldErrors(reviewBodySchema, { rating: 0, comment: 'nice', artworkId: 'a1' })).toEqual({ rating: message });
    expect(fieldErrors(reviewBodySchema, { rating: 6, comment: 'nice', artworkId: 'a1' })).toEqual({ rating: message });
    expect(fieldErrors(reviewBodySchema, { rating: 4, comment: '  ', artworkId: 'a1' })).toEqual({ comment: message });
    expect(fieldErrors(reviewBodySchema, { rating: 2.5, comment: 'ok', artworkId: 'a1' })).toEqual({ rating: message });
    expect(parsed(reviewBodySchema, { rating: 5, comment: 'great', artworkId: 'a1', artistId: 'u1' }).rating).toBe(5);
  });
});

describe('listing query', () => {
  it('defaults to sort recent, and leaves the page size out: without limit the server answers the whole list', () => {
    expect(parsed(artworkListQuerySchema, {})).toEqual({ sort: 'recent' });
  });

  it('coerces query strings and ignores zero or empty price bounds', () => {
    expect(
      parsed(artworkListQuerySchema, {
        category: 'Textile',
        minPrice: '0',
        maxPrice: '5000',
        forSale: 'false',
        sort: 'price_asc',
        limit: '50',
        q: ' ink ',
        location: '',
      }),
    ).toEqual({ category: 'Textile', maxPrice: 5000, forSale: false, sort: 'price_asc', limit: 50, q: 'ink' });
  });

  it('rejects unknown categories, sorts, negative prices, limits above 100 and an inverted range', () => {
    expect(
      Object.keys(
        fieldErrors(artworkListQuerySchema, { category: 'Cars', sort: 'random', minPrice: '-1', limit: '101' }),
      ).sort(),
    ).toEqual(['category', 'limit', 'minPrice', 'sort']);
    expect(fieldErrors(artworkListQuerySchema, { minPrice: '500', maxPrice: '100' })).toEqual({
      maxPrice: VALIDATION.query.priceRangeInverted,
    });
  });

  it('the default filters are a valid filter state', () => {
    expect(filterStateSchema.safeParse(DEFAULT_FILTERS).success).toBe(true);
    expect(filterStateSchema.safeParse({ ...DEFAULT_FILTERS, currentPage: 0 }).success).toBe(false);
  });
});
