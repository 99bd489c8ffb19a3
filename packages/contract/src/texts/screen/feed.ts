import { live } from '../live';
export const feed = /* @__PURE__ */ live(['SCREEN', 'feed'], {
  searchPlaceholder: 'Search art, artists, tags...',
  /** viewAllComments(3) → 'View all 3 comments' */
  viewAllComments: (count: number) => `View all ${count} comments`,
  // Kala: headings and states of the feed.
  forYou: 'For you',
  latest: 'Latest artworks',
  joinPrompt: 'Join Kala to follow artists and get a feed made for you.',
  empty: 'No artworks yet',
  emptyHint: 'When artists share their work, it will appear here.',
  exploreCategories: 'Explore by category',
  browseAll: 'Browse all artworks',
  // Artists in {city} (issue 19).
  /** artistsIn('Pune') → 'Artists in Pune' */
  artistsIn: (city: string) => `Artists in ${city}`,
  seeNearMe: 'Artworks near you',
} as const);
