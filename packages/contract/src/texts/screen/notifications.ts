// Kala (issue 15): the notifications list (/notifications), its settings (/settings/notifications) and the bell of
// the navigation. The sentences of the entries and the names of the types are the server's (texts/notify.ts).

import { notificationSettings, notificationsText, settingsText, today } from '../shared';
import { live } from '../live';

export const notifications = /* @__PURE__ */ live(['SCREEN', 'notifications'], {
  title: notificationsText,
  subtitle: 'Likes, comments, follows, sales and messages, as they happen.',
  /** The bell of the navigation shell. */
  bell: notificationsText,
  /** For screen readers, said once when the bell's count goes up: bellCount(3) → '3 unread notifications' */
  bellCount: (count: number) => `${count} unread ${count === 1 ? 'notification' : 'notifications'}`,
  markAllRead: 'Mark all read',
  markingAllRead: 'Marking…',
  today,
  earlier: 'Earlier',
  unread: 'Unread',
  loading: 'Loading notifications...',
  empty: 'No notifications yet',
  emptyHint: 'When someone likes, comments on or buys your work, follows you or writes to you, it shows up here.',
  error: 'Could not load your notifications',
  settingsLink: settingsText,
  // The settings screen.
  settingsTitle: notificationSettings,
  settingsSubtitle: 'Choose what reaches you by e-mail and as a push notification.',
  settingsError: 'Could not load your notification settings',
  settingsLoading: 'Loading settings...',
  type: 'Notification',
  email: 'E-mail',
  push: 'Push',
  /** emailFor('Messages') → 'E-mail for Messages' (the switch's accessible name) */
  emailFor: (label: string) => `E-mail for ${label}`,
  /** pushFor('Messages') → 'Push for Messages' */
  pushFor: (label: string) => `Push for ${label}`,
  pushTitle: 'Push notifications on this device',
  // Chat presence (decision 0029).
  presenceTitle: 'Show when you are active',
  presenceHint:
    'People you chat with see “Active now” while you have Kala open, or when you were last here. Turn it off to hide it; you then will not see theirs either.',
  pushOffHint: 'Get a notification on this device even when Kala is closed. Your browser will ask for permission.',
  pushOnHint: 'This device gets push notifications for the types switched on above.',
  pushBlocked:
    'Notifications are blocked for Kala in this browser. Allow them in the browser’s site settings, then try again.',
  pushUnsupported: 'This browser cannot show push notifications. Install Kala or try another browser.',
  turnOnPush: 'Turn on push notifications',
  turningOnPush: 'Turning on…',
  turnOffPush: 'Turn off on this device',
  turningOffPush: 'Turning off…',
  back: 'Back to notifications',
} as const);
