import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { Worker } from 'node:worker_threads';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './factories';
import { createTestApp, type TestApp } from './helpers';

// Hostile uploads: each is refused quickly with a 4xx and leaves no file and no row behind, or, when the bytes
// really are a picture, is re-encoded so that only clean webp is ever stored and served.

const uploadFields: [string, string][] = [
  ['title', 'Suspicious'],
  ['description', 'Looks like a picture'],
  ['category', 'Painting'],
  ['tags[0]', 'test'],
];

async function uploadForm(file: { name: string; type: string; data: Buffer }, fieldName = 'files') {
  const form = new FormData();
  for (const [name, value] of uploadFields) form.append(name, value);
  form.append(fieldName, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

const smallPicture = (format: 'png' | 'gif' | 'jpeg' | 'webp' = 'png', width = 300, height = 200) =>
  sharp({
    create: { width, height, channels: 3, background: '#aa5522', noise: { type: 'gaussian', mean: 120, sigma: 30 } },
  })
    [format]()
    .toBuffer()
    .then((data) => Buffer.from(data));

/** A real PNG whose header then claims `width`×`height` pixels (with a correct CRC, so it parses). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await smallPicture('png', 10, 10);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A GIF whose screen and first frame claim 65535×65535. */
async function gifClaimingHuge(): Promise<Buffer> {
  const gif = await smallPicture('gif', 10, 10);
  gif.writeUInt16LE(65_535, 6);
  gif.writeUInt16LE(65_535, 8);
  // The frame's image descriptor (0x2C) follows the global colour table and any extension blocks.
  const packed = gif[10] ?? 0;
  let at = 13 + (packed & 0x80 ? 3 * 2 ** ((packed & 7) + 1) : 0);
  while (gif[at] === 0x21) {
    at += 2;
    while (gif[at] !== 0) at += (gif[at] ?? 0) + 1;
    at += 1;
  }
  gif.writeUInt16LE(65_535, at + 5);
  gif.writeUInt16LE(65_535, at + 7);
  return gif;
}

/** A WebP (VP8X) whose canvas claims 16384×16384. */
function webpClaimingHuge(): Buffer {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8X', 0, 'latin1');
  chunk.writeUInt32LE(10, 4);
  // Canvas width-1 and height-1 as 24-bit little-endian numbers.
  chunk.writeUIntLE(16_383, 12, 3);
  chunk.writeUIntLE(16_383, 15, 3);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + chunk.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, chunk]);
}

describe('hostile uploads', () => {
  let t: TestApp;
  let artist: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    artist = await createUser(t);
  });
  afterAll(() => t.close());

  const mediaFiles = () => readdirSync(t.config.mediaDir).sort();
  const artworkCount = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('artworks')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Posts one file as an artwork upload and checks it was refused in time, leaving nothing behind. */
  async function expectRefused(file: { name: string; type: string; data: Buffer }, withinMs = 2000) {
    const filesBefore = mediaFiles();
    const artworksBefore = await artworkCount();
    const form = await uploadForm(file);
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/artworks',
      payload: form.payload,
      headers: { ...form.headers, ...artist.auth },
    });
    const took = Date.now() - started;
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(took).toBeLessThan(withinMs);
    expect(mediaFiles()).toEqual(filesBefore);
    expect(await artworkCount()).toBe(artworksBefore);
    return res.json() as { message: string; code: string; fields?: Record<string, string> };
  }

  it('refuses decompression bombs (PNG, GIF and WebP headers claiming billions of pixels) without decoding them', async () => {
    const png = await expectRefused({ name: 'bomb.png', type: 'image/png', data: await pngClaiming(50_000, 50_000) });
    expect(png.fields?.files).toContain('bomb.png');
    const gif = await expectRefused({ name: 'bomb.gif', type: 'image/gif', data: await gifClaimingHuge() });
    expect(gif.fields?.files).toContain('bomb.gif');
    const webp = await expectRefused({ name: 'bomb.webp', type: 'image/webp', data: webpClaimingHuge() });
    expect(webp.fields?.files).toContain('bomb.webp');
  });

  it('refuses a truncated image', async () => {
    const jpeg = await smallPicture('jpeg', 800, 600);
    const body = await expectRefused({ name: 'cut.jpg', type: 'image/jpeg', data: jpeg.subarray(0, jpeg.length / 2) });
    expect(body.fields?.files).toContain('cut.jpg');
  });

  it('refuses HTML and SVG with scripts, whatever the name and declared type say', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>window.__xss=1</script></body></html>');
    await expectRefused({ name: 'innocent.png', type: 'image/png', data: html });
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="window.__xss=1"><rect width="100" height="100"/></svg>',
    );
    await expectRefused({ name: 'vector.svg', type: 'image/svg+xml', data: svg });
  });

  it('re-encodes polyglots (a PNG with a script appended, a GIF that is also JavaScript) into clean webp', async () => {
    const script = '<script>window.__xss=1</script>';
    const pngWithScript = Buffer.concat([await smallPicture('png'), Buffer.from(script)]);
    // GIF89a/*...*/=alert(1);// parses as a GIF and as JavaScript: the logical screen width bytes are "/*".
    const gif = await smallPicture('gif');
    gif.write('/*', 6, 'latin1');
    const gifJs = Buffer.concat([gif, Buffer.from('*/=window.__xss=1;//')]);

    for (const file of [
      { name: 'poly.png', type: 'image/png', data: pngWithScript },
      { name: 'poly.gif', type: 'image/gif', data: gifJs },
    ]) {
      const form = await uploadForm(file);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/artworks',
        payload: form.payload,
        headers: { ...form.headers, ...artist.auth },
      });
      expect(res.statusCode).toBe(201);
      for (const image of res.json().images as { url: string }[]) {
        const served = await t.app.inject({ method: 'GET', url: image.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const bytes = served.rawPayload;
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(bytes.includes(Buffer.from('script'))).toBe(false);
        expect(bytes.includes(Buffer.from('__xss'))).toBe(false);
      }
    }
    // Every stored file is webp, whatever came in.
    for (const name of mediaFiles()) expect(name).toMatch(/^[a-f0-9]{64}-\d+\.webp$/);
  });

  it('refuses the same abuse as a profile picture, leaving the profile as it was', async () => {
    const before = mediaFiles();
    for (const file of [
      { name: 'bomb.png', type: 'image/png', data: await pngClaiming(60_000, 60_000) },
      { name: 'page.png', type: 'image/png', data: Buffer.from('<html><script>x</script></html>') },
    ]) {
      const form = await uploadForm(file, 'file');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/me/profile-image',
        payload: form.payload,
        headers: { ...form.headers, ...artist.auth },
      });
      expect(res.statusCode).toBe(400);
    }
    expect(mediaFiles()).toEqual(before);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: artist.auth });
    expect(me.json().profileImage).toBeNull();
  });
});

/** A listening app with an artist, for the tests that need a real connection; read its fields inside tests. */
function listeningApp(): { t: TestApp; artist: TestUser; port: number } {
  const live = {} as { t: TestApp; artist: TestUser; port: number };
  beforeAll(async () => {
    live.t = await createTestApp();
    live.artist = await createUser(live.t);
    await live.t.app.listen({ port: 0, host: '127.0.0.1' });
    live.port = (live.t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => live.t.close());
  return live;
}

describe('a 100 MB body', () => {
  const live = listeningApp();

  const HUNDRED_MB = 100 * 1024 * 1024;

  /**
   * Streams up to 100 MB to `path` in 64 KB chunks for as long as the server keeps reading, and resolves with
   * the status, how long the answer took and how many bytes were sent.
   */
  function streamHuge(
    path: string,
    headers: Record<string, string>,
    prefix = Buffer.alloc(0),
  ): Promise<{ status: number; ms: number; sent: number; body: string }> {
    return new Promise((resolve, reject) => {
      const started = Date.now();
      let sent = 0;
      let answered = false;
      const req = httpRequest({ host: '127.0.0.1', port: live.port, path, method: 'POST', headers }, (res) => {
        answered = true;
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode ?? 0, ms: Date.now() - started, sent, body });
        });
      });
      // The server may stop reading and close while we still write: that is the point.
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      req.write(prefix);
      sent += prefix.length;
      const pump = () => {
        while (!answered && sent < HUNDRED_MB && !req.destroyed) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        if (!answered && !req.destroyed) req.end();
      };
      pump();
    });
  }

  it('as an image upload: 413 as soon as the file passes 5 MB, without reading the rest, and no file', async () => {
    const boundary = 'kala-huge-boundary';
    const prefix = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHuge\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const result = await streamHuge(
      '/api/auth/artworks',
      { ...live.artist.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      prefix,
    );
    expect(result.status, result.body).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: 'payload_too_large' });
    expect(result.ms).toBeLessThan(10_000);
    expect(result.sent).toBeLessThan(HUNDRED_MB);
    expect(readdirSync(live.t.config.mediaDir)).toEqual([]);
  });

  it('as JSON with its length declared: 413 before the body is read', async () => {
    const started = Date.now();
    const res = await fetch(`http://127.0.0.1:${live.port}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(HUNDRED_MB) },
      body: '{"username":"a","password":"b"}'.padEnd(1024, ' '),
    }).catch(() => null);
    // Either the 413 arrives, or the server closes the connection after sending it before fetch read it.
    if (res) expect(res.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('as chunked JSON without a declared length: 413 once it passes the 1 MB body limit', async () => {
    const result = await streamHuge('/api/login', { 'content-type': 'application/json' }, Buffer.from('{"username":"'));
    expect(result.status).toBe(413);
    expect(result.sent).toBeLessThan(HUNDRED_MB);
    expect(result.ms).toBeLessThan(10_000);
    // And the server still answers others.
    expect((await fetch(`http://127.0.0.1:${live.port}/api/health`)).status).toBe(200);
  });
});

describe('uploads cut short or refused early, over a real connection', () => {
  const live = listeningApp();

  /** Sends `head` and `body` on a raw connection; resolves with what came back and when, or null after `giveUpMs`. */
  function rawExchange(head: string, body: Buffer, giveUpMs: number) {
    return new Promise<{ ms: number; response: string } | null>((resolve) => {
      const socket = connect(live.port, '127.0.0.1');
      const started = Date.now();
      let response = '';
      const giveUp = setTimeout(() => {
        socket.destroy();
        resolve(null);
      }, giveUpMs);
      socket.on('error', () => {});
      socket.on('data', (chunk) => {
        response += chunk.toString();
        // The whole answer (headers and a JSON body of the declared length) is in.
        const [headers, payload = ''] = response.split('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(headers ?? '')?.[1] ?? Number.NaN);
        if (Buffer.byteLength(payload) >= length) {
          clearTimeout(giveUp);
          socket.destroy();
          resolve({ ms: Date.now() - started, response });
        }
      });
      socket.on('connect', () => socket.write(Buffer.concat([Buffer.from(head), body])));
    });
  }

  it('answers 400 at once to a multipart body that ends without its closing boundary', async () => {
    const boundary = 'kala-cut-boundary';
    const picture = await smallPicture('png', 40, 40);
    // Small files are the case that hung: the parser met the end of the body before the file part was read.
    for (const size of [200, Math.min(picture.length, 30_000)]) {
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nCut short\r\n` +
            `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="cut.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        ),
        Buffer.concat([picture, Buffer.alloc(30_000)]).subarray(0, size),
      ]);
      const head =
        'POST /api/auth/artworks HTTP/1.1\r\nHost: localhost\r\n' +
        `Authorization: ${live.artist.auth.authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
      const outcome = await rawExchange(head, body, 3000);
      expect(outcome, `a ${size}-byte file part: no answer in 3 s`).not.toBeNull();
      expect(outcome?.response).toMatch(/^HTTP\/1\.1 400 /);
      expect(outcome?.response).toContain('"code":"bad_request"');
      expect(outcome?.ms).toBeLessThan(2000);
    }
    expect(readdirSync(live.t.config.mediaDir)).toEqual([]);
  });

  it('lets a client that is still sending a 6 MB upload read the 401 for its missing token', async () => {
    // The client runs on a thread of its own, as a real one would: on this thread the server's answer would
    // always be read between two of the client's writes, and a cut connection would never show.
    const attempts = 20;
    const client = new Worker(
      `
      const { parentPort, workerData } = require('node:worker_threads');
      (async () => {
        const data = new Uint8Array(6 * 1024 * 1024);
        const outcomes = [];
        for (let i = 0; i < workerData.attempts; i++) {
          const form = new FormData();
          form.append('title', 'No token');
          form.append('files', new Blob([data], { type: 'image/png' }), 'big.png');
          try {
            const res = await fetch(workerData.url, { method: 'POST', body: form });
            outcomes.push(res.status + ' ' + (await res.json()).code);
          } catch (error) {
            outcomes.push(String(error.cause?.code ?? error.message));
          }
        }
        parentPort.postMessage(outcomes);
      })();
      `,
      { eval: true, workerData: { url: `http://127.0.0.1:${live.port}/api/auth/artworks`, attempts } },
    );
    const outcomes = await new Promise<string[]>((resolve, reject) => {
      client.once('message', resolve);
      client.once('error', reject);
    });
    await client.terminate();
    expect(outcomes).toEqual(Array.from({ length: attempts }, () => '401 unauthorized'));
    // The connections were not left hanging: the server still answers at once.
    expect((await fetch(`http://127.0.0.1:${live.port}/api/health`)).status).toBe(200);
  }, 60_000);
});
