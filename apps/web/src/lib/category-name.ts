import { SCREEN } from '@kala/contract';

/** The name a screen shows for a category ('Painting' → 'चित्रकला' in Hindi); an unknown one as it is. */
export function categoryName(category: string): string {
  return (SCREEN.categories as Record<string, string | undefined>)[category] ?? category;
}
