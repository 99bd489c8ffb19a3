import { finished } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { VALIDATION } from '@kala/contract';
import type { FastifyRequest } from 'fastify';
import { tooLarge } from './errors';

/** Text fields of a form body: one value per name, or an array when a name repeats. */
export type FormFields = Record<string, string | string[]>;

/** Builds a field object from name/value pairs; a repeated name collects its values in order. */
export function fieldsFromEntries(entries: Iterable<[string, string]>): FormFields {
  // No prototype: a field named __proto__ or constructor is just a field.
  const fields: FormFields = Object.create(null);
  for (const [name, value] of entries) {
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else fields[name] = Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return fields;
}

/**
 * The body of a form-like request as a plain object, whichever way it was sent: JSON, urlencoded (parsed by
 * plugins/form-body.ts) or multipart (text fields read here; file parts are drained and ignored).
 * Anything that is not an object (no body, a JSON array or string) reads as no fields, so validation then
 * names the missing fields rather than complaining about the body.
 */
export async function readFormFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (request.isMultipart()) {
    const entries: [string, string][] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        part.file.resume();
        continue;
      }
      entries.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value)]);
    }
    return fieldsFromEntries(entries);
  }
  const body = request.body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * preValidation hook for routes whose body may be a form: it puts the fields where the route's zod body
 * schema looks, so one schema validates JSON, urlencoded and multipart alike.
 */
export async function formFieldsToBody(request: FastifyRequest): Promise<void> {
  request.body = await readFormFields(request);
}

/**
 * The bytes of an uploaded file part. Once the multipart size limit cuts the file, this throws (code
 * FST_REQ_FILE_TOO_LARGE, as the plugin's own toBuffer() does) at once; toBuffer() would only notice at the end
 * of the part, after reading and discarding everything a client cares to send (100 MB, or an endless stream).
 */
export function readFilePart(part: MultipartFile): Promise<Buffer> {
  const file = part.file;
  const tooLarge = () =>
    Object.assign(new Error('The file is too large'), { code: 'FST_REQ_FILE_TOO_LARGE', statusCode: 413 });
  // The part destroyed without an error: the client went away mid-upload (@fastify/multipart's own code).
  const cutShort = () =>
    Object.assign(new Error('The upload was cut short'), { code: 'FST_MP_PREMATURE_CLOSE', statusCode: 400 });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const refuse = () => {
      file.removeAllListeners('data');
      chunks.length = 0;
      // Destroying the stream stops the multipart parser reading the rest of the request.
      file.destroy();
      reject(tooLarge());
    };
    // The limit may have been passed already, while the part waited to be read.
    if (file.truncated) return refuse();
    file.on('data', (chunk: Buffer) => chunks.push(chunk));
    file.once('limit', refuse);
    // finished(), not 'end' and 'error' listeners: when a small body ends without its closing boundary, the
    // parser reaches that end before this part is handed over and destroys the part with busboy's "Unexpected
    // end of multipart data" (a 400, plugins/errors.ts), so those events have already fired. finished() reports
    // a stream that ended or failed before it was called as well.
    finished(file, (error) => {
      if ((error as NodeJS.ErrnoException | undefined)?.code === 'ERR_STREAM_PREMATURE_CLOSE') reject(cutShort());
      else if (error) reject(error);
      else if (file.truncated) refuse();
      else resolve(Buffer.concat(chunks));
    });
  });
}

/** A file of a multipart form, read into memory: its name (or 'image') and its bytes. */
export interface UploadedFile {
  name: string;
  data: Buffer;
}

/** Reads a file part; a file the multipart size limit cut is the spec's 413 that names the file. */
export async function readUploadedFile(part: MultipartFile): Promise<UploadedFile> {
  const name = part.filename || 'image';
  try {
    return { name, data: await readFilePart(part) };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(VALIDATION.images.tooLarge([name]));
    }
    throw error;
  }
}
