// The contract's schemas of notification answers, in a module of their own: the shell's unread badge parses with
// them once loaded (lib/api-client.ts lazySchemas), so neither they nor zod are in the first download of a page.
export { notificationUnreadSchema } from '@kala/contract';
