import { appName, loadMore, retry, tryAgainLater } from '../shared';

// The app around the screens: brand, shell, shared controls (Kala).
export const app = {
  name: appName,
  tagline: 'Indian art marketplace',
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
} as const;
