import { signUp } from '../shared';
import { live } from '../live';

const loginText = 'Login';

export const login = /* @__PURE__ */ live(['SCREEN', 'login'], {
  heading: loginText,
  submit: loginText,
  description: 'Enter your username and password to login to your account.',
  // The username field takes an email address too.
  usernameOrEmail: 'Username or email',
  forgotPassword: 'Forgot your password?',
  loggingIn: 'Logging in...',
  noAccount: "Don't have an account?",
  signUp,
} as const);
