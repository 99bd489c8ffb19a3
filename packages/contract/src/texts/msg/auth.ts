import { forbidden, sessionExpired } from '../shared';
import { live } from '../live';

export const auth = /* @__PURE__ */ live(['MSG', 'auth'], {
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  registrationSuccess: 'Registration successful!',
  registrationFailed: 'Registration failed',
  logoutSuccess: 'Logged out successfully!',
  passwordResetEmailSent: 'Password reset email sent. Please check your inbox.',
  passwordResetEmailFailed: 'Failed to send password reset email. Please try again.',
  passwordResetSuccess: 'Password reset successful. You can now log in with your new password.',
  passwordResetFailed: 'Failed to reset the password. Please try again.',
  // Kala: the forgot-password reply, the same whether or not an account has that email.
  resetLinkRequested: 'If an account exists for that email, a reset link is on its way.',
  // Kala (issue 17): the account's e-mail address and password.
  emailVerified: 'Your e-mail address is verified. Thank you!',
  verificationSent: 'We sent a verification link to your e-mail address.',
  passwordChanged: 'Your password is changed. Every other session has been signed out.',
  // What an order shows for a buyer who deleted their account (issue 17).
  deletedUser: 'Deleted user',
  accountDeleted: 'Your account is deleted. Goodbye!',
  emailChanged: 'Your e-mail address is changed. We sent a verification link to the new address.',
  // Kala: the session ran out (a call was refused) and a signed-in page is admins' only (ERR's texts).
  sessionExpired,
  forbidden,
} as const);
