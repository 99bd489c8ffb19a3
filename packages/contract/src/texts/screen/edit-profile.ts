import { cancel, editProfileText, maxImageMegabytes, saving } from '../shared';
import { live } from '../live';

export const editProfile = /* @__PURE__ */ live(['SCREEN', 'editProfile'], {
  heading: editProfileText,
  description: 'Update how other people see you on Kala.',
  photo: 'Profile photo',
  changePhoto: 'Change photo',
  photoHint: `Any image, up to ${maxImageMegabytes} MB. It is uploaded when you save.`,
  lastUpdated: 'Last updated',
  accountCreated: 'Account created',
  /** relativeDate('about 2 months ago', '12 Mar 2025') → 'about 2 months ago (12 Mar 2025)' */
  relativeDate: (relative: string, date: string) => `${relative} (${date})`,
  bioPlaceholder: 'Tell people about yourself and your art...',
  // Local pickup (issue 19, decision 0017).
  offersPickup: 'I offer local pickup',
  offersPickupHint:
    'Buyers can choose to collect your artworks from you in your city (your location) instead of shipping.',
  cancel,
  save: 'Save Changes',
  saving,
} as const);
