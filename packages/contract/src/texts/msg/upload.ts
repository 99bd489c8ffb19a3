export const upload = {
  failed: 'Failed to upload artwork. Please try again.',
  success: 'Artwork uploaded successfully!',
  unexpected: 'An unexpected error occurred. Please try again.',
  unexpectedShort: 'An unexpected error occurred',
} as const;
