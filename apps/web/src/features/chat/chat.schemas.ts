// The schema of the shell's Messages badge, in a module of its own: it loads on demand while the first count is
// asked for (lib/api-client.ts lazySchemas), so neither it nor zod is in a page's first download.
export { chatUnreadSchema } from '@kala/contract';
