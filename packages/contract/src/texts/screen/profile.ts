import { cancel, editProfileText, following, tryAgainLater } from '../shared';
import { live } from '../live';

const block = 'Block';

export const profile = /* @__PURE__ */ live(['SCREEN', 'profile'], {
  // Blocks (issue 17).
  block,
  unblock: 'Unblock',
  /** blockTitle('ravi') → 'Block @ravi?' */
  blockTitle: (username: string) => `Block @${username}?`,
  blockText:
    "Neither of you will be able to follow or message the other, or comment on or review the other's artworks, and you won't see each other in your feed, search or comments. They are not told.",
  confirmBlock: block,
  keep: cancel,
  /** blocked('ravi') → 'You blocked @ravi' */
  blocked: (username: string) => `You blocked @${username}`,
  /** unblocked('ravi') → 'You unblocked @ravi' */
  unblocked: (username: string) => `You unblocked @${username}`,
  blockFailed: 'Could not change the block. Please try again.',
  blockedPeople: 'Blocked people',
  blockedPeopleHint: 'People you blocked cannot follow or message you, or comment on or review your artworks.',
  noBlockedPeople: "You haven't blocked anyone.",
  loadingBlocked: 'Loading blocked people...',
  followers: 'Followers',
  following,
  noFollowers: 'No followers yet',
  noFollowing: 'No following yet',
  uploadedArtworks: 'Uploaded Artworks',
  // Kala: the rest of the profile screens.
  editProfile: editProfileText,
  message: 'Message',
  viewOwnProfile: 'This is you — view your profile',
  themeToDark: 'Dark mode',
  themeToLight: 'Light mode',
  /** joined('March 2025') → 'Joined March 2025' */
  joined: (monthAndYear: string) => `Joined ${monthAndYear}`,
  followLists: 'Followers and following',
  /** openChatWith('asha') → 'Message @asha' */
  openChatWith: (username: string) => `Message @${username}`,
  notFound: 'User not found',
  notFoundHint: 'This profile does not exist, or its username has changed.',
  loadError: 'Could not load this profile',
  artworksLoadError: 'Could not load the artworks',
  listLoadError: 'Could not load this list',
  errorHint: tryAgainLater,
  noArtworksOwn: 'You have not uploaded any artworks yet',
  noArtworksOwnHint: 'Share your first piece with art lovers across India.',
  /** noArtworksOf('asha') → '@asha has not uploaded any artworks yet' */
  noArtworksOf: (username: string) => `@${username} has not uploaded any artworks yet`,
  noArtworksHint: 'Check back soon for new work.',
  discover: 'Discover artworks',
} as const);
