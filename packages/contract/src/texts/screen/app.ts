import { tagline } from '../brand';
import { live } from '../live';
import { appName, loadMore, retry, tryAgainLater } from '../shared';

// The app around the screens: brand, shell, shared controls (Kala).
export const app = /* @__PURE__ */ live(['SCREEN', 'app'], {
  name: appName,
  tagline,
  /** A page's title (the tab, search results, link previews): 'Monsoon — Kala'; the app's own without a page. */
  pageTitle: (page?: string | null) => (page ? `${page} — ${appName}` : `${appName} — ${tagline}`),
  skipToContent: 'Skip to content',
  loading: 'Loading...',
  close: 'Close',
  retry,
  errorHeading: 'Something went wrong',
  errorHint: tryAgainLater,
  reload: 'Reload page',
  showPassword: 'Show password',
  // Kala: the end of an infinite list, for keyboards (it also loads on scroll).
  loadMore,
  hidePassword: 'Hide password',
  // The offline banner (decision 0030).
  offline: 'You are offline.',
  /** offlineCopy('10:42 am') → 'You are offline: this is what you saw at 10:42 am.' */
  offlineCopy: (time: string) => `You are offline: this is what you saw at ${time}.`,
  offlineHint: 'It updates when you are back online.',
  /** A like or a save made offline: kept on the device, sent when the network is back. */
  actionQueued: 'You are offline: it goes through when you are back online.',
} as const);
