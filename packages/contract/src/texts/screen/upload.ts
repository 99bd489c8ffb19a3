import {
  category,
  categoryPlaceholder,
  descriptionLabel,
  imagesLabel,
  quantity,
  tagsLabel,
  titleLabel,
} from '../shared';
import { live } from '../live';

const uploadArtwork = 'Upload Artwork';

export const upload = /* @__PURE__ */ live(['SCREEN', 'upload'], {
  title: uploadArtwork,
  uploading: 'Uploading...',
  // Kala: labels and hints of the upload form (docs/product.md#screens-and-routes lists the fields).
  subtitle: 'Share your work with collectors across India.',
  submit: uploadArtwork,
  images: imagesLabel,
  dropImages: 'Drag and drop images here',
  browseImages: 'or click to browse',
  /** removeImage('lotus.jpg') → 'Remove lotus.jpg' */
  removeImage: (name: string) => `Remove ${name}`,
  cover: 'Cover',
  titleLabel,
  titlePlaceholder: 'Monsoon over the Ghats',
  descriptionLabel,
  descriptionPlaceholder: 'Medium, size and the story behind the piece',
  category,
  categoryPlaceholder,
  tags: tagsLabel,
  tagsPlaceholder: 'madhubani, folk art, peacock',
  tagsHint: 'Separate tags with commas',
  forSale: 'This artwork is for sale',
  forSaleHint: 'Collectors can add it to their cart and buy it.',
  price: 'Price (₹)',
  quantity,
  progress: 'Upload progress',
  viewArtwork: 'View artwork',
} as const);
