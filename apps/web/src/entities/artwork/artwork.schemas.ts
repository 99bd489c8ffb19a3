// The schemas of artwork-actions.api.ts, in a module of their own so that they load on demand (see there).
export { likeResultSchema, wishlistResultSchema } from '@kala/contract';
