// Kala (issue 17): the account settings page, the verify-e-mail page and banner.
import { live } from '../live';
const settingsTitle = 'Account';
const changing = 'Changing…';

export const account = /* @__PURE__ */ live(['SCREEN', 'account'], {
  settingsTitle,
  settingsSubtitle: 'Your password, your e-mail address and your data.',
  navLabel: 'Settings pages',
  menuItem: 'Account settings',
  passwordHeading: 'Your password',
  passwordHint: 'Changing it signs you out everywhere else.',
  currentPassword: 'Current password',
  changePassword: 'Change password',
  changingPassword: changing,
  emailHeading: 'E-mail address',
  emailHint: 'We send a link to the new address to confirm it.',
  newEmail: 'New e-mail address',
  changeEmail: 'Change e-mail',
  changingEmail: changing,
  verifiedBadge: 'Verified',
  unverifiedBadge: 'Not verified',
  exportHeading: 'Export my data',
  exportHint: 'A JSON file of your profile, artworks, comments, reviews, likes, wishlist, orders, sales and messages.',
  exportButton: 'Download my data',
  exporting: 'Preparing…',
  exportFailed: 'The export could not be made. Please try again.',
  deleteHeading: 'Delete account',
  deleteHint:
    'Your profile, comments, reviews, likes and messages are erased, and every artwork of yours that was never ordered. Orders stay for the other person, with their artwork, showing you as Deleted user. Sales still to ship or hand over must be completed or cancelled first. This cannot be undone.',
  deleteButton: 'Delete my account',
  deleting: 'Deleting…',
  bannerText: 'Please confirm your e-mail address: we sent you a link.',
  bannerResend: 'Resend',
  bannerSending: 'Sending…',
  verifyHeading: 'Confirm your e-mail',
  verifying: 'Confirming your e-mail address…',
  verifiedGoOn: 'Go to Kala',
} as const);
