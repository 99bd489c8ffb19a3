import { describe, expect, it } from 'vitest';
import {
  type ArtworkFormValues,
  artworkFormData,
  artworkRequestFields,
  EMPTY_ARTWORK_FORM,
  validateArtworkForm,
} from './artwork-form';

const image = new File([new Uint8Array([1, 2, 3])], 'lotus.png', { type: 'image/png' });
const VALID: ArtworkFormValues = {
  ...EMPTY_ARTWORK_FORM,
  title: 'Lotus Pond',
  description: 'Natural pigments',
  category: 'Painting',
  price: '4500',
  quantity: '2',
  tags: ['#lotus', '#folk'],
};

describe('admin artwork form rules (docs/product.md#validation-rules)', () => {
  it('an edit needs a title, a numeric price and a quantity of at least 0', () => {
    expect(validateArtworkForm(VALID, 'edit')).toEqual({});
    expect(validateArtworkForm({ ...VALID, quantity: '0' }, 'edit')).toEqual({});
    expect(validateArtworkForm({ ...VALID, title: '  ' }, 'edit')).toEqual({ title: 'Title is required' });
    expect(validateArtworkForm({ ...VALID, price: 'abc' }, 'edit')).toEqual({ price: 'Please enter a valid price' });
    expect(validateArtworkForm({ ...VALID, quantity: '-1' }, 'edit')).toEqual({
      quantity: 'Quantity cannot be negative',
    });
    expect(validateArtworkForm({ ...VALID, quantity: '1.5' }, 'edit')).toEqual({
      quantity: 'Please enter a valid quantity',
    });
  });

  it('a new artwork also needs its one image', () => {
    expect(validateArtworkForm(VALID, 'create')).toEqual({ files: 'Please upload at least one image' });
    expect(validateArtworkForm({ ...VALID, file: image }, 'create')).toEqual({});
  });

  it('refuses a file that is not a supported image', () => {
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    expect(validateArtworkForm({ ...VALID, file: text }, 'edit').files).toMatch(
      /^The following files are not supported: notes\.txt/,
    );
  });

  it('sends tags comma-joined, isSold as text, one file, and the artist only when creating', () => {
    const values = { ...VALID, isSold: true, file: image, artistId: 'artist-1' };
    expect(artworkRequestFields(values, 'edit')).toEqual({
      title: 'Lotus Pond',
      description: 'Natural pigments',
      category: 'Painting',
      price: '4500',
      quantity: '2',
      tags: '#lotus,#folk',
      isSold: 'true',
    });
    const form = artworkFormData(values, 'create');
    expect(form.get('artistId')).toBe('artist-1');
    expect(form.getAll('files')).toHaveLength(1);
  });
});
