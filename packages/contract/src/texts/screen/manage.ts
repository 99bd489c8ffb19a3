import {
  cancel,
  deleteText,
  editText,
  hiddenByModerators,
  notForSale,
  saving,
  soldOutText,
  titleLabel,
} from '../shared';
import { live } from '../live';

// Managing one's listings (issue 34, decision 0025): the owner's menu on the artwork page, the edit screen at
// /artworks/:id/edit and the studio's "Your artworks" table.
export const manage = /* @__PURE__ */ live(['SCREEN', 'manage'], {
  // The owner's menu on the artwork page.
  menu: 'Manage this artwork',
  edit: editText,
  unlist: 'Unlist',
  relist: 'List again',
  delete: deleteText,
  unlistedBanner: 'Unlisted: only you and admins can see this artwork. List it again to show it to everyone.',
  unlisted: 'Artwork unlisted',
  relisted: 'Artwork listed again',
  deleted: 'Your artwork was deleted',
  failed: 'Could not change the artwork. Please try again',
  deleteTitle: 'Delete this artwork?',
  deleteBody:
    'It leaves your shop for good. If someone has ordered it, it stays on their order. Anyone who has it in their cart, wishlist or an offer is told.',
  deleteConfirm: 'Delete artwork',
  cancel,
  // The edit screen.
  editTitle: 'Edit artwork',
  editSubtitle: 'Change the details, the price or the pictures. Buyers with it in their cart confirm a new price.',
  loading: 'Loading the artwork...',
  loadError: 'Could not load this artwork',
  notYours: 'Only the artist can edit this artwork',
  save: 'Save changes',
  saving,
  saved: 'Changes saved',
  saveFailed: 'Could not save the changes',
  pictures: 'Pictures',
  picturesHint: 'The first picture is the cover. Up to 5 pictures.',
  addPictures: 'Add pictures',
  makeCover: 'Make cover',
  moveUp: 'Move earlier',
  moveDown: 'Move later',
  removePicture: 'Remove picture',
  /** picture(2) → 'Picture 2' */
  picture: (position: number) => `Picture ${position}`,
  priceHistory: 'Price history',
  noPriceChanges: 'The price has not changed since it was listed.',
  /** priceChange('₹1,000', '₹1,200') → '₹1,000 → ₹1,200' */
  priceChange: (before: string, after: string) => `${before} → ${after}`,
  // The studio's table.
  tableTitle: 'Your artworks',
  search: 'Search your artworks by title',
  state: 'Filter by state',
  sort: 'Sort',
  states: {
    all: 'Every state',
    live: 'Live',
    unlisted: 'Unlisted',
    hidden: hiddenByModerators,
    soldOut: soldOutText,
  },
  sorts: {
    newest: 'Newest first',
    priceAsc: 'Lowest price first',
    priceDesc: 'Highest price first',
    views: 'Most viewed',
    likes: 'Most liked',
  },
  columns: { artwork: titleLabel, state: 'Listing', manage: 'Manage' },
  select: (title: string) => `Select ${title}`,
  selectAll: 'Select all',
  /** selected(3) → '3 selected' */
  selected: (count: number) => `${count} selected`,
  percent: 'Change price by %',
  applyPrice: 'Change price',
  /** bulkDone(3) → '3 artworks changed' */
  bulkDone: (count: number) => (count === 1 ? '1 artwork changed' : `${count} artworks changed`),
  tableEmpty: 'No artworks here yet',
  tableEmptyHint: 'Upload an artwork and it will be listed here, ready to edit.',
  noMatches: 'No artworks match this search',
  tableError: 'Could not load your artworks',
  retry: 'Try again',
  notForSale,
});
