// Test fixtures for an artwork's upload: the multipart form a browser sends, real pictures to put in it, posting
// it as an artist, and the colours stored for it.
import sharp from 'sharp';
import type { TestApp } from '../../../test/helpers';

export interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart body as a browser sends it: text fields (a name may repeat), then repeated `files`. */
export async function multipartForm(fields: [string, string][], files: FilePart[] = []) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  for (const file of files) data.append('files', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(data);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** A real PNG of one colour (different colours give different content hashes). */
export async function png(colour: string, name = 'art.png', size = { width: 400, height: 300 }): Promise<FilePart> {
  const data = await sharp({ create: { ...size, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, type: 'image/png', data };
}

/** Posts the upload form with `files`, as `user` (or no one signed in); the answer as it comes. */
export async function postUpload(
  t: TestApp,
  user: { auth: Record<string, string> } | null,
  fields: [string, string][],
  files: FilePart[],
) {
  const body = await multipartForm(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/artworks',
    payload: body.payload,
    headers: { ...body.headers, ...(user?.auth ?? {}) },
  });
}

/** The colour names stored for the artwork's main image, the most dominant first. */
export async function coloursOf(t: TestApp, artworkId: string): Promise<string[]> {
  const rows = await t.deps.db
    .selectFrom('artwork_colours')
    .select('colour')
    .where('artwork_id', '=', artworkId)
    .orderBy('rank')
    .execute();
  return rows.map((row) => row.colour);
}
