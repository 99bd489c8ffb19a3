import {
  type ArtworkModeration,
  artworkModerationSchema,
  ERR,
  holdExplanationBodySchema,
  idSchema,
  reviewRequestBodySchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { nowIso } from '../../lib/ids';
import { saveExplanation } from '../artworks/lookalike.repository';
import { artworkModerationOf, findModeratedArtwork, openArtworkReviewRequest } from './review-requests.repository';

const signedIn = [{ bearer: [] }];
const params = z.object({ id: idSchema });

// The artist's side of moderation (issue 34, decision 0028): why their artwork is hidden, and "Ask for a review",
// which puts it back in the moderators' queue (GET /api/admin/reports) with their words. One open request at a
// time; only the artist asks.
export const reviewRequestsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/api/auth/moderation/artworks/:id',
    {
      schema: {
        tags: ['reports'],
        security: signedIn,
        description: "Whether a moderator hid one's own artwork, why, and one's request for a review (artist only).",
        params,
        response: { 200: artworkModerationSchema },
      },
    },
    async (request): Promise<ArtworkModeration> => {
      const me = currentUser(request);
      const artwork = await findModeratedArtwork(db, request.params.id);
      // Someone else's artwork answers as if it did not exist: whether it is hidden is not theirs to learn.
      if (!artwork || artwork.deleted_at !== null || (artwork.artist_id !== me.id && me.role !== 'admin')) {
        throw notFound('Artwork');
      }
      return artworkModerationOf(db, artwork);
    },
  );

  app.post(
    '/api/auth/moderation/artworks/:id/review-request',
    {
      schema: {
        tags: ['reports'],
        security: signedIn,
        description:
          'The artist asks the moderators to look again at their hidden artwork, with a message. 201 with the ' +
          'state as GET answers it; 409 while a request is open or when the artwork is not hidden.',
        params,
        body: reviewRequestBodySchema,
        response: { 201: artworkModerationSchema },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const artwork = await findModeratedArtwork(db, request.params.id);
      if (!artwork || artwork.deleted_at !== null) throw notFound('Artwork');
      if (artwork.artist_id !== me.id) throw forbidden(ERR.reviewRequestNotYours);
      if (artwork.hidden_at === null) throw conflict(ERR.reviewRequestNotHidden);
      if (!(await openArtworkReviewRequest(db, artwork.id, me.id, request.body.message))) {
        throw conflict(ERR.reviewRequestOpen);
      }
      return reply.code(201).send(await artworkModerationOf(db, artwork));
    },
  );

  // Issue 38 (decision 0041): an upload held as looking like another artist's work; its artist may tell the
  // moderators whose it is and how they made it, while it waits. A second explanation replaces the first.
  app.post(
    '/api/auth/moderation/artworks/:id/hold-explanation',
    {
      schema: {
        tags: ['reports'],
        security: signedIn,
        description:
          'The artist explains their held upload to the moderators (artist only; 409 when it is not held). Answers ' +
          'the state as GET does.',
        params,
        body: holdExplanationBodySchema,
        response: { 200: artworkModerationSchema },
      },
    },
    async (request) => {
      const me = currentUser(request);
      const artwork = await findModeratedArtwork(db, request.params.id);
      if (!artwork || artwork.deleted_at !== null) throw notFound('Artwork');
      if (artwork.artist_id !== me.id) throw forbidden(ERR.holdNotYours);
      if (!(await saveExplanation(db, artwork.id, request.body.explanation, nowIso()))) {
        throw conflict(ERR.holdNotOpen);
      }
      return artworkModerationOf(db, artwork);
    },
  );
};
