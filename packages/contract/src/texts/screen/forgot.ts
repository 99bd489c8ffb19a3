import { sendingText } from '../shared';
import { live } from '../live';

export const forgot = /* @__PURE__ */ live(['SCREEN', 'forgot'], {
  heading: 'Forgot password',
  description: "Enter the email you registered with and we'll send you a link to reset your password.",
  submit: 'Send Reset Link',
  sending: sendingText,
  sentHeading: 'Check your inbox',
  backToLogin: 'Back to login',
} as const);
