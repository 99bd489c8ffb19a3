import { addressBodySchema, idSchema, savedAddressSchema } from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { formFieldsToBody } from '../../lib/form-fields';
import { currentUser } from '../../plugins/auth';
import { addAddress, editAddress, listAddresses, removeAddress } from './addresses.service';

const signedIn = [{ bearer: [] }];
const params = z.object({ id: idSchema });

// The address book (issue 35): a person's own saved shipping addresses, and nobody else's.
export const addressRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/api/auth/addresses',
    { schema: { tags: ['checkout'], security: signedIn, response: { 200: z.array(savedAddressSchema) } } },
    async (request) => listAddresses(db, currentUser(request).id),
  );

  app.post(
    '/api/auth/addresses',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['checkout'],
        security: signedIn,
        body: addressBodySchema,
        response: { 201: savedAddressSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addAddress(db, currentUser(request).id, request.body)),
  );

  app.put(
    '/api/auth/addresses/:id',
    {
      preValidation: formFieldsToBody,
      schema: {
        tags: ['checkout'],
        security: signedIn,
        params,
        body: addressBodySchema,
        response: { 200: savedAddressSchema },
      },
    },
    async (request) => editAddress(db, currentUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/auth/addresses/:id',
    { schema: { tags: ['checkout'], security: signedIn, params, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeAddress(db, currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
