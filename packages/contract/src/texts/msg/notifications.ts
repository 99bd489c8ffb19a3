// Kala (issue 15): outcomes on the notifications and their settings screens.
import { live } from '../live';
export const notifications = /* @__PURE__ */ live(['MSG', 'notifications'], {
  markReadFailed: 'Failed to mark notifications as read',
  settingsSaveFailed: 'Failed to save your notification settings',
  presenceSaveFailed: 'Failed to save whether others see when you are active',
  pushOn: 'Push notifications are on for this device',
  pushOff: 'Push notifications are off for this device',
  pushFailed: 'Failed to turn on push notifications',
  pushOffFailed: 'Failed to turn off push notifications',
  pushDenied: 'Notifications were not allowed',
} as const);
