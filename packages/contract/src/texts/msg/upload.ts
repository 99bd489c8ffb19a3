import { live } from '../live';
export const upload = /* @__PURE__ */ live(['MSG', 'upload'], {
  failed: 'Failed to upload artwork. Please try again.',
  success: 'Artwork uploaded successfully!',
  unexpected: 'An unexpected error occurred. Please try again.',
  unexpectedShort: 'An unexpected error occurred',
} as const);
