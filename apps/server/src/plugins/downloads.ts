import type { FastifyReply } from 'fastify';

/**
 * Answers a file to save rather than show (a PDF, a CSV, the account's export), named `filename`. Each is the
 * person's own, so no cache keeps it.
 */
export function sendDownload(reply: FastifyReply, type: string, filename: string, body: Buffer | string) {
  return reply
    .type(type)
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .header('Cache-Control', 'private, no-store')
    .send(body);
}
