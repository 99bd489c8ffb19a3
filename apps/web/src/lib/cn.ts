/** Joins class names, skipping empty ones. Primitives put `className` last so a caller can add to them. */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
