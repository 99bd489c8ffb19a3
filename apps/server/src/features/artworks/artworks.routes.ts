import {
  type Artwork,
  type ArtworkListQuery,
  artworkListQuerySchema,
  artworkFacetsSchema,
  artworkOrArtworksSchema,
  artworkSchema,
  artworkUpdateBodySchema,
  ERR,
  idSchema,
  pageQuerySchema,
  personRefSchema,
  type RelatedArtworks,
  relatedArtworksSchema,
  stateOfPincode,
} from '@kala/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { currentUser } from '../../plugins/auth';
import { badRequest, notFound, unauthorized } from '../../lib/errors';
import { DELETED_USER_ID, findPersonId, findPlaceOf } from '../users/users.repository';
import {
  filterFromQuery,
  findArtworkRowFor,
  listArtworkRows,
  loadArtworkCards,
  type NearViewer,
} from './artworks.repository';
import { gatherTags, readArtworkForm } from './artwork-images';
import { deleteOwnArtwork, updateArtwork, uploadArtwork } from './artworks.service';
import { countFacets } from './facets.repository';
import { homeFeedRows } from './homefeed.repository';
import { ownCardPage } from './own-card-page';
import { moreByArtistRows, similarRows } from './related.repository';
import { setNextLink } from '../../lib/paging';
import { hiddenArtworkIds } from '../admin/admin-artworks.repository';
import { listPage } from '../../plugins/whole-lists';

const artworkParams = z.object({ id: idSchema });

/** Sets `hidden` on the cards a moderator hid (or whose artist is suspended). */
async function markHidden(db: AppDeps['db'], cards: Artwork[]): Promise<Artwork[]> {
  const hidden = await hiddenArtworkIds(
    db,
    cards.map((card) => card.id),
  );
  return hidden.size === 0 ? cards : cards.map((card) => (hidden.has(card.id) ? { ...card, hidden: true } : card));
}
const artworkList = z.array(artworkSchema);
const signedIn = [{ bearer: [] }];

// Artworks: the listing, detail, a person's artworks, the home feed, and the artist's upload, edit and delete.
// Lists page with ?limit=&cursor= and a Link header (see paging.ts), or answer whole without `limit`
// (plugins/whole-lists.ts). The anonymous reads (listing, detail, a
// person's artworks) opt in to the public read cache (plugins/public-read-cache.ts).
export const artworksRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  /** A page of artworks matching the list query (and `artistId`, for one person's), the next page in Link. */
  /** Near me's viewer: signed in, with a city or a pincode on their profile. */
  async function nearViewer(request: FastifyRequest): Promise<NearViewer> {
    if (!request.user) throw unauthorized(ERR.nearNeedsSignIn);
    const place = await findPlaceOf(db, request.user.id);
    const city = place?.location.trim().toLowerCase() ?? '';
    const state = place?.pincode ? stateOfPincode(String(place.pincode)) : null;
    if (city === '' && state === null) throw badRequest(ERR.nearNeedsPlace);
    return { viewerId: request.user.id, city, state };
  }

  async function artworksPage(
    request: FastifyRequest,
    reply: FastifyReply,
    query: ArtworkListQuery,
    artistId?: string,
  ): Promise<Artwork[]> {
    const { sort } = query;
    const { limit, cursor } = listPage(request);
    const near = query.near === 'me' ? await nearViewer(request) : undefined;
    const filter = { ...filterFromQuery(query), ...(artistId ? { artistId } : {}), near };
    const page = await listArtworkRows(db, filter, sort, limit, cursor, request.user);
    setNextLink(request, reply, page.next);
    const cards = await loadArtworkCards(db, page.rows, request.user?.id ?? null);
    // The artist's own grid marks what moderators hid (decision 0028): nobody else is shown those.
    return artistId && artistId === request.user?.id ? markHidden(db, cards) : cards;
  }

  /**
   * The artworks of the person `ref` names (their id or username), or null when it names nobody. By id, as the app
   * links to a profile, the page is read at once: one statement (issue 21). Only an empty page, or a username,
   * needs the person looked up.
   */
  async function personArtworks(
    request: FastifyRequest,
    reply: FastifyReply,
    query: ArtworkListQuery,
    ref: string,
  ): Promise<Artwork[] | null> {
    // The account that keeps a deleted artist's sold artworks is nobody's profile (admins may see its artworks).
    if (ref === DELETED_USER_ID) return null;
    const byId = await artworksPage(request, reply, query, ref);
    if (byId.length > 0) return byId;
    const artistId = await findPersonId(db, ref);
    if (!artistId) return null;
    return artistId === ref ? byId : artworksPage(request, reply, query, artistId);
  }

  app.get(
    '/api/artworks',
    {
      config: { publicCache: true, wholeList: 'public' },
      schema: { tags: ['artworks'], querystring: artworkListQuerySchema, response: { 200: artworkList } },
    },
    async (request, reply) => artworksPage(request, reply, request.query),
  );

  // Issue 38 (decision 0032): how many artworks each filter option would show for the listing's query. Registered
  // beside /api/artworks/:id as /api/artworks/search is: a static path wins over the parameter.
  app.get(
    '/api/artworks/facets',
    {
      config: { publicCache: true },
      schema: { tags: ['artworks'], querystring: artworkListQuerySchema, response: { 200: artworkFacetsSchema } },
    },
    async (request) => countFacets(db, filterFromQuery(request.query), request.user),
  );

  // docs/product.md#api-calls lists GET /artworks/{userId} beside the detail at the same path: an id that is no
  // artwork's but names a person answers that person's artworks, so a client written to the spec fills its profile
  // grid. Artwork ids and usernames never clash (usernames have no '-'), nor do artwork and person ids (UUIDs).
  app.get(
    '/api/artworks/:id',
    {
      config: { publicCache: true, wholeList: 'public' },
      schema: {
        tags: ['artworks'],
        description:
          "The artwork with this id. When {id} is no artwork's but a person's id or username: that person's " +
          'artworks, a list as GET /api/users/{userId}/artworks answers it (the query then filters and pages it).',
        params: z.object({ id: idSchema.describe("An artwork's id, or a person's id or username") }),
        querystring: artworkListQuerySchema,
        response: { 200: artworkOrArtworksSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const found = await findArtworkRowFor(db, id, request.user);
      if (found?.hidden) throw notFound('Artwork');
      if (found) {
        const [card] = await loadArtworkCards(db, [found.row], request.user?.id ?? null);
        return card as Artwork;
      }
      const artworks = await personArtworks(request, reply, request.query, id);
      if (!artworks) throw notFound('Artwork');
      return artworks;
    },
  );

  // The artwork page's "More by {artist}" and "Similar works" (issue 18), in one request.
  app.get(
    '/api/artworks/:id/related',
    {
      config: { publicCache: true },
      schema: {
        tags: ['artworks'],
        description: "More by the artwork's artist (without it) and similar works by others, up to 8 each.",
        params: artworkParams,
        response: { 200: relatedArtworksSchema },
      },
    },
    async (request): Promise<RelatedArtworks> => {
      const found = await findArtworkRowFor(db, request.params.id, request.user);
      if (!found || found.hidden) throw notFound('Artwork');
      const artwork = found.row;
      const viewer = request.user ?? null;
      const [moreBy, similar] = await Promise.all([
        moreByArtistRows(db, artwork, viewer),
        similarRows(db, artwork, viewer),
      ]);
      const cards = await loadArtworkCards(db, [...moreBy, ...similar], viewer?.id ?? null);
      return { moreByArtist: cards.slice(0, moreBy.length), similar: cards.slice(moreBy.length) };
    },
  );

  // A person's artworks: the documented route (GET /api/artworks/{userId} answers the same).
  app.get(
    '/api/users/:userId/artworks',
    {
      config: { publicCache: true, wholeList: 'public' },
      schema: {
        tags: ['artworks'],
        description: 'The artworks of the person {userId} names: their id or their username.',
        params: z.object({ userId: personRefSchema }),
        querystring: artworkListQuerySchema,
        response: { 200: artworkList },
      },
    },
    async (request, reply) => {
      const artworks = await personArtworks(request, reply, request.query, request.params.userId);
      if (!artworks) throw notFound('User');
      return artworks;
    },
  );

  app.get(
    '/api/auth/artworks/me',
    {
      config: { wholeList: 'public' },
      schema: {
        tags: ['artworks'],
        security: signedIn,
        querystring: artworkListQuerySchema,
        response: { 200: artworkList },
      },
    },
    async (request, reply) => artworksPage(request, reply, request.query, currentUser(request).id),
  );

  app.get(
    '/api/auth/homefeed',
    {
      config: { wholeList: 'public' },
      schema: { tags: ['artworks'], security: signedIn, querystring: pageQuerySchema, response: { 200: artworkList } },
    },
    async (request, reply) => ownCardPage(db, request, reply, homeFeedRows),
  );

  // Multipart (docs/product.md#api-calls): read and checked by the service, so no body schema here.
  app.post(
    '/api/auth/artworks',
    {
      schema: {
        tags: ['artworks'],
        security: signedIn,
        consumes: ['multipart/form-data'],
        response: { 201: artworkSchema },
      },
    },
    async (request, reply) => {
      const form = await readArtworkForm(request, { requireMultipart: true });
      const artwork = await uploadArtwork(deps, form, currentUser(request).id);
      return reply.status(201).send(artwork);
    },
  );

  app.patch(
    '/api/auth/artworks/:id',
    {
      // JSON, urlencoded or multipart text fields alike, tags as in the upload.
      preValidation: async (request) => {
        await formFieldsToBody(request);
        request.body = gatherTags(request.body as Record<string, unknown>);
      },
      schema: {
        tags: ['artworks'],
        security: signedIn,
        params: artworkParams,
        body: artworkUpdateBodySchema,
        response: { 200: artworkSchema },
      },
    },
    async (request) => updateArtwork(deps, request.params.id, currentUser(request), request.body),
  );

  app.delete(
    '/api/auth/artworks/:id',
    { schema: { tags: ['artworks'], security: signedIn, params: artworkParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteOwnArtwork(deps, request.params.id, currentUser(request));
      return reply.status(204).send(null);
    },
  );
};
