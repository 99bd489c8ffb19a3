import { live } from '../live';
export const notFound = /* @__PURE__ */ live(['SCREEN', 'notFound'], {
  heading: '404',
  subheading: 'Page Not Found',
  text: 'Sorry, the page you are looking for does not exist or has been moved.',
  goHome: 'Go Home',
} as const);
