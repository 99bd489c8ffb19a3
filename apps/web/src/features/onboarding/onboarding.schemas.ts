// The onboarding calls' answer schemas, loaded on first use (onboarding.api.ts).
export { onboardingSchema, suggestedArtistsSchema } from '@kala/contract';
