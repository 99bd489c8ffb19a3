// The profile calls' answer schemas, loaded on first use (profile.api.ts).
export {
  blockListSchema,
  blockStatusSchema,
  followListSchema,
  nearbyArtistsSchema,
  profileUpdateResponseSchema,
  similarArtistsSchema,
} from '@kala/contract';
