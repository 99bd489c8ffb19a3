// Sizes in both units, for the artwork page's Details. Apart from artwork-facts.ts, whose zod schemas the visitor's
// artwork page should not download for one line of text.
export const SIZE_UNITS = ['cm', 'in'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];
export const CM_PER_INCH = 2.54;

/** 61 → '61', 30.5 → '30.5'. */
export const formatDecimal = (value: number): string => String(Number(value.toFixed(1)));

/**
 * The size as typed and in the other unit: { typed: '61 × 91 cm', other: '24 × 36 in' }, or null without a size.
 * Inches round to the half inch, centimetres to the whole one, as galleries list them.
 */
export function formatSize(facts: {
  height: number | null;
  width: number | null;
  depth: number | null;
  sizeUnit: SizeUnit | null;
}) {
  const { height, width, depth, sizeUnit } = facts;
  if (height === null || width === null || sizeUnit === null) return null;
  const typed = [height, width, ...(depth === null ? [] : [depth])];
  const convert =
    sizeUnit === 'cm'
      ? (value: number) => Math.round((value / CM_PER_INCH) * 2) / 2
      : (value: number) => Math.round(value * CM_PER_INCH);
  const join = (values: number[], unit: SizeUnit) => `${values.map(formatDecimal).join(' × ')} ${unit}`;
  return { typed: join(typed, sizeUnit), other: join(typed.map(convert), sizeUnit === 'cm' ? 'in' : 'cm') };
}
