import { logIn } from '../shared';
import { live } from '../live';

export const register = /* @__PURE__ */ live(['SCREEN', 'register'], {
  heading: 'Create an account',
  description: 'Join Kala to share your art and discover artists from across India.',
  genderPlaceholder: 'Male/Female/Other',
  locationPlaceholder: 'Choose or type your city',
  submit: 'Create account',
  submitting: 'Creating account...',
  haveAccount: 'Already have an account?',
  logIn,
} as const);
