import { appName, saving } from '../shared';
import { live } from '../live';

// Kala (issue 38, docs/decisions/0042-for-you.md): For you's reasons, trending, the picks after registering (/welcome)
// and "Artists you may like" on a profile.
export const forYou = /* @__PURE__ */ live(['SCREEN', 'forYou'], {
  /** follow('ananya_iyer') → 'Because you follow @ananya_iyer' */
  follow: (username: string) => `Because you follow @${username}`,
  /** liked('Monsoon') → 'Because you liked “Monsoon”' */
  liked: (title: string) => `Because you liked “${title}”`,
  saved: (title: string) => `Because you saved “${title}”`,
  bought: (title: string) => `Because you bought “${title}”`,
  viewed: (title: string) => `Because you viewed “${title}”`,
  /** medium('Madhubani') → 'Popular in Madhubani' (the medium's label, SCREEN.facts.mediums) */
  medium: (medium: string) => `Popular in ${medium}`,
  trending: `Trending on ${appName}`,
  popular: `Popular on ${appName}`,
  /** The visitor's home: a row of what is trending, inside the feed. */
  trendingTitle: 'Trending now',
  /** The signed-in home, after the For you mix: the rest of the feed. */
  moreTitle: `More on ${appName}`,
  // /welcome, after registering.
  welcomeTitle: 'What do you love?',
  welcomeHint: 'Pick a few mediums or styles and your home will start with them. You can change this later.',
  mediumsLabel: 'Mediums and styles',
  /** picked(2, 8) → '2 of 8 picked' */
  picked: (count: number, max: number) => `${count} of ${max} picked`,
  next: 'Next',
  skip: 'Skip',
  saving,
  saveFailed: 'Could not save your picks',
  artistsTitle: 'Artists to follow',
  artistsHint: 'Artists working in what you picked. Follow a few to see their new work first.',
  noArtists: 'No artists to suggest yet: your home will show what is trending.',
  /** followers(3) → '3 followers' */
  followers: (count: number) => `${count} ${count === 1 ? 'follower' : 'followers'}`,
  done: 'Go to my home',
  /** A profile's row of other artists. */
  similarArtists: 'Artists you may like',
} as const);
