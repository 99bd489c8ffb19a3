import {
  certificateKeysSchema,
  certificateSettingsBodySchema,
  CERTIFICATE_NUMBER_PATTERN,
  certificateVerificationSchema,
  ERR,
  idSchema,
  orderCertificateSchema,
} from '@kala/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { appError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { sendDownload } from '../../plugins/downloads';
import { renderCertificatePdf } from './certificate-pdf';
import { pictureKeyOf, printableCertificate, setShowBuyerName, verifyCertificate } from './certificates.service';

const signedIn = [{ bearer: [] }];
const orderParams = z.object({ id: idSchema });

// Certificates of authenticity (docs/certificates.md). The buyer and the artist of a sale (and admins) download
// its certificate as a PDF; the buyer chooses whether their name is on it; anyone asks what a number certifies.
export const certificatesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, media, config } = deps;

  app.get(
    '/api/auth/orders/:id/certificate.pdf',
    {
      schema: {
        tags: ['certificates'],
        summary: "The order's certificate of authenticity as a PDF (its buyer, its artist or an admin)",
        security: signedIn,
        params: orderParams,
      },
    },
    async (request, reply) => {
      const { row, fields } = await printableCertificate(db, request.params.id, currentUser(request));
      const pictureKey = await pictureKeyOf(db, row.artwork_id);
      const pdf = await renderCertificatePdf({
        fields,
        signature: row.signature,
        verifyUrl: `${config.publicUrl}/verify/${row.number}`,
        picture: pictureKey ? await media.get(pictureKey) : null,
        issuedAt: row.issued_at,
      });
      return sendDownload(reply, 'application/pdf', `${row.number}.pdf`, pdf);
    },
  );

  app.patch(
    '/api/auth/orders/:id/certificate',
    {
      schema: {
        tags: ['certificates'],
        summary: 'The buyer shows or hides their name on the certificate (signed again)',
        security: signedIn,
        params: orderParams,
        body: certificateSettingsBodySchema,
        response: { 200: orderCertificateSchema },
      },
    },
    async (request) => setShowBuyerName(deps, request.params.id, currentUser(request), request.body.showBuyerName),
  );

  app.get(
    '/api/certificates/keys',
    {
      schema: {
        tags: ['certificates'],
        summary: "Kala's public keys that sign certificates (Ed25519, SPKI DER base64)",
        response: { 200: certificateKeysSchema },
      },
    },
    async () => ({ keys: deps.certificates.publicKeys() }),
  );

  app.get(
    '/api/certificates/:number',
    {
      schema: {
        tags: ['certificates'],
        summary: 'What a certificate certifies and whether it is genuine (public; no buyer unless they chose)',
        params: z.object({ number: z.string().max(40) }),
        response: { 200: certificateVerificationSchema },
      },
    },
    async (request, reply) => {
      const number = request.params.number.trim().toUpperCase();
      if (!CERTIFICATE_NUMBER_PATTERN.test(number)) throw appError('not_found', ERR.certificateNotFound);
      reply.header('Cache-Control', 'no-store');
      return verifyCertificate(deps, number);
    },
  );
};
