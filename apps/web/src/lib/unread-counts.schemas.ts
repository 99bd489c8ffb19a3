// The schemas of the navigation's two badges (the Messages count and the bell), in a module of their own: they load
// on first use (lib/api-client.ts lazySchemas), and with only zod beside them (the contract's unread-counts.ts).
export { chatUnreadSchema, notificationUnreadSchema } from '@kala/contract';
