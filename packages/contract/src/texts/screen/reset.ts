import { live } from '../live';
export const reset = /* @__PURE__ */ live(['SCREEN', 'reset'], {
  heading: 'Reset password',
  description: 'Choose a new password for your account.',
  submit: 'Reset Password',
  resetting: 'Resetting...',
  requestNewLink: 'Request a new link',
} as const);
