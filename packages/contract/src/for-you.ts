// For you (issue 38 item 2, docs/decisions/0042-for-you.md): a signed-in person's home mixes the artists they
// follow with works learned from their likes, saves, views and purchases, each with the reason it is there;
// trending for visitors and new accounts; the mediums picked after registering; artists one may like.

import { z } from 'zod';
import { ART_MEDIUMS } from './art-mediums';
import { artworkSchema } from './artworks';
import { idSchema } from './common';
import { userSummarySchema } from './users';

/** How many works the For you mix holds at most, over its pages; the home goes on with the feed after it. */
export const FOR_YOU_MAX = 60;
/** At most this many works of one artist follow each other in the mix. */
export const FOR_YOU_MAX_RUN = 2;
/** How many mediums a person may pick after registering. */
export const ONBOARDING_MAX_MEDIUMS = 8;
/** How many artists the onboarding suggests, and "Artists you may like" shows. */
export const SUGGESTED_ARTISTS_LIMIT = 12;
export const SIMILAR_ARTISTS_LIMIT = 8;
/** Trending's half-life in days: an engagement counts half as much this many days later. */
export const TRENDING_HALF_LIFE_DAYS = 3;

/**
 * Why a work is in For you. The screens write it in the person's language (SCREEN.feed.reason):
 * follow → "Because you follow @username"; liked, saved, bought, viewed → "Because you liked “Title”" (the work
 * that led here); medium → "Popular in Madhubani" (a medium the person picked); trending → "Trending on Kala"; popular → "Popular on
 * Kala" (the most liked, when too little is trending).
 */
export const forYouReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('follow'), username: z.string() }),
  z.object({ kind: z.enum(['liked', 'saved', 'bought', 'viewed']), artworkId: idSchema, title: z.string() }),
  z.object({ kind: z.literal('medium'), medium: z.enum(ART_MEDIUMS) }),
  z.object({ kind: z.literal('trending') }),
  z.object({ kind: z.literal('popular') }),
]);
export type ForYouReason = z.infer<typeof forYouReasonSchema>;

/** GET /api/auth/foryou: artwork cards, each with its reason. */
export const forYouCardSchema = artworkSchema.extend({ reason: forYouReasonSchema });
export type ForYouCard = z.infer<typeof forYouCardSchema>;
export const forYouListSchema = z.array(forYouCardSchema);

/** GET and PUT /api/auth/onboarding: the mediums a person picked, and whether they were asked already. */
export const onboardingSchema = z.object({
  onboarded: z.boolean(),
  mediums: z.array(z.enum(ART_MEDIUMS)),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

/** PUT /api/auth/onboarding: the picks (none: skipped). Replaces earlier picks; marks the person asked. */
export const onboardingBodySchema = z.object({
  mediums: z
    .array(z.enum(ART_MEDIUMS))
    .max(ONBOARDING_MAX_MEDIUMS)
    .transform((mediums) => [...new Set(mediums)]),
});

/** An artist suggested to follow: who, their followers and the mediums of their works the person picked. */
export const suggestedArtistSchema = userSummarySchema.extend({
  followers: z.number().int().nonnegative(),
  mediums: z.array(z.enum(ART_MEDIUMS)),
});
export type SuggestedArtist = z.infer<typeof suggestedArtistSchema>;

/** GET /api/auth/onboarding/artists?mediums=oil,madhubani: artists to follow (never oneself nor one followed). */
export const suggestedArtistsQuerySchema = z.object({
  mediums: z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter((part) => part !== '') : value),
    z.array(z.enum(ART_MEDIUMS)).max(ONBOARDING_MAX_MEDIUMS).default([]),
  ),
});
export const suggestedArtistsSchema = z.object({ artists: z.array(suggestedArtistSchema) });

/**
 * GET /api/users/{userId}/similar-artists: "Artists you may like" on a profile. Artists whose works the same people
 * engaged with, then artists in the same mediums; never the artist, nor (signed in) the viewer.
 */
export const similarArtistsSchema = z.object({ artists: z.array(userSummarySchema) });
