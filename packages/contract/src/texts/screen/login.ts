import { signUp } from '../shared';

const loginText = 'Login';

export const login = {
  heading: loginText,
  submit: loginText,
  description: 'Enter your username and password to login to your account.',
  forgotPassword: 'Forgot your password?',
  loggingIn: 'Logging in...',
  noAccount: "Don't have an account?",
  signUp,
} as const;
