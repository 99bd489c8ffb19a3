// The media an artwork may be in (docs/decisions/0026-art-facts.md). Apart from artwork-facts.ts, whose zod schemas
// the listing's page should not download to offer a medium filter (docs/decisions/0032-art-filters-and-colour.md).

/** Machine keys of the media (labels: SCREEN.facts.mediums). India's traditional forms beside the usual ones. */
export const ART_MEDIUMS = [
  'oil',
  'acrylic',
  'watercolour',
  'gouache',
  'ink',
  'charcoal',
  'pastel',
  'mixed_media',
  'digital',
  'print',
  'photograph',
  'sculpture',
  'textile',
  'madhubani',
  'warli',
  'gond',
  'pattachitra',
  'kalamkari',
  'tanjore',
  'kalighat',
  'pichwai',
  'phad',
  'miniature',
] as const;
export type ArtMedium = (typeof ART_MEDIUMS)[number];
