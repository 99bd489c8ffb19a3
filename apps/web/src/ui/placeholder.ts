/**
 * Shown for an artwork without images or whose image fails to load (docs/product.md#constants-and-limits: placeholder
 * image 400×400).
 */
export const PLACEHOLDER_IMAGE_URL = '/placeholder-artwork.svg';
