import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, nowIso } from '../src/lib/ids';
import { createArtwork, createUser, type TestUser } from './factories';
import { createTestApp, type TestApp, testDialect } from './helpers';
import { integrityProblems } from './integrity';

// A fuzzer driven by the OpenAPI document: for every route it generates requests with wrong types, missing and
// extra fields, huge and unicode strings, numbers at the edges, malformed JSON and multipart bodies, random and
// garbage path ids, signed out, as a user and as an admin. Nothing may answer 5xx, every error answer has the
// one error shape, the server keeps serving, and the database passes its integrity checks afterwards.
// A failure prints the seed; rerun with FUZZ_SEED=<seed> (and FUZZ_RUNS=<n>) to reproduce it.

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
// Requests in flight at once: concurrency is part of what is fuzzed.
const PARALLEL = 8;

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
};

interface Operation {
  method: string;
  template: string;
  pathParams: string[];
  query: { name: string; schema: JsonSchema }[];
  body: JsonSchema | null;
  multipart: boolean;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** What was sent, for the failure report. */
  label: string;
}

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = methods[method] as
        | {
            parameters?: { in: string; name: string; schema: JsonSchema }[];
            requestBody?: { content: Record<string, { schema: JsonSchema }> };
            consumes?: string[];
          }
        | undefined;
      if (!op) continue;
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        template,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: Object.values(content)[0]?.schema ?? null,
        multipart: 'multipart/form-data' in content || (!op.requestBody && (method === 'post' || method === 'patch')),
      });
    }
  }
  return operations;
}

// ── Values ─────────────────────────────────────────────────────────────────────

const nastyStrings = [
  '',
  ' ',
  '   \t\n ',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '0x1F',
  '9'.repeat(400),
  'true',
  '[]',
  '{}',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "' OR '1'='1' --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as plain text
  '${7*7}{{7*7}}',
  '%s%s%s%n',
  '\u202Eevil\u202C',
  'ज़िंदगी की कला',
  '👩🏽‍🎨🖌️🎨',
  'Z̷̢̛̛a̸l̶g̵o̴',
  '\uD800',
  'a'.repeat(5000),
  'user@example.com',
  '+919876543210',
  '2026-01-01T00:00:00.000Z',
];

const nastyNumbers = [
  0,
  -0,
  -1,
  1,
  0.5,
  1.005,
  99.999,
  120,
  121,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

const stringArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 3, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 200 }) },
  // Huge: well past every field limit, under the 1 MB body limit; sometimes over it.
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(100_000), 'é'.repeat(30_000), '9'.repeat(2_000_000)) },
);
const numberArb = fc.oneof(
  fc.constantFrom(...nastyNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const scalarArb = fc.oneof(stringArb, numberArb, fc.boolean(), fc.constant(null));
const anyValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalarArb },
  { weight: 1, arbitrary: fc.array(scalarArb, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), scalarArb, { maxKeys: 4 }) },
);

function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf || schema.oneOf) return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(typesOf);
  return [schema.type ?? []].flat();
}

// Values that pass the rules of commonly named fields, so that many requests get past validation to the code
// behind it (the OpenAPI schemas do not carry every zod refinement).
const plausible: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.constantFrom('fuzz@example.com', 'Someone.Else@Example.COM'),
  phone: fc.constantFrom('9876543210', '+919876543210'),
  pincode: fc.constantFrom('400001', '560038'),
  gender: fc.constantFrom('female', 'male', 'other', 'Prefer not to say'),
  location: fc.constantFrom('Mumbai', 'Delhi', 'All India'),
  category: fc.constantFrom('Painting', 'Sculpture', 'Other'),
  password: fc.constant('long enough password'),
  confirmPassword: fc.constant('long enough password'),
  username: fc.stringMatching(/^[a-z][a-z0-9_]{2,15}$/),
  rating: fc.integer({ min: 1, max: 5 }),
  quantity: fc.integer({ min: 1, max: 3 }),
  price: fc.constantFrom(100, '2500.50', 0),
  forSale: fc.constantFrom(true, 'true', false),
  tags: fc.constantFrom(['art'], 'oil, canvas'),
  paymentStatus: fc.constantFrom('paid', 'PAID', 'failed', 'refunded', 'pending'),
  content: fc.string({ minLength: 1, maxLength: 50 }),
  comment: fc.string({ minLength: 1, maxLength: 50 }),
  age: fc.integer({ min: 1, max: 120 }),
};

/** A value that fits the field's schema or name, as far as they say; anything at all when they say nothing. */
function fittingFor(name: string, schema: JsonSchema | undefined, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const fitting: fc.Arbitrary<unknown>[] = [];
  const hint = plausible[name];
  if (hint) fitting.push(hint, hint, hint);
  if (schema?.enum) fitting.push(fc.constantFrom(...schema.enum));
  for (const type of schema ? typesOf(schema) : []) {
    if (type === 'integer' || type === 'number') {
      const min = schema?.minimum ?? -10;
      const max = schema?.maximum ?? 10_000;
      fitting.push(fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 1e9)) }));
    }
    if (type === 'boolean') fitting.push(fc.boolean(), fc.constantFrom('true', 'false', 'on', '1'));
    if (type === 'string') fitting.push(/id$/i.test(name) ? ids : fc.string({ minLength: 1, maxLength: 30 }));
    if (type === 'array') fitting.push(fc.array(fittingFor(name, schema?.items, ids), { maxLength: 6 }));
  }
  if (/id$/i.test(name)) fitting.push(ids, ids);
  return fitting.length === 0 ? anyValueArb : fc.oneof(...fitting);
}

/** A value for a field: often one that fits (to get past validation to the code behind), often anything. */
function valueFor(name: string, schema: JsonSchema | undefined, ids: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fittingFor(name, schema, ids) }, { weight: 2, arbitrary: anyValueArb });
}

// The multipart forms (upload, profile image, admin artwork) have no body schema in the document.
const uploadFormSchema: JsonSchema = {
  type: 'object',
  properties: Object.fromEntries(
    ['title', 'description', 'category', 'forSale', 'price', 'quantity', 'tags', 'isSold'].map((n) => [n, {}]),
  ),
};

/** Every known field present with a fitting value, sometimes with one of them spoiled. */
function completeBodyFor(schema: JsonSchema | null, ids: fc.Arbitrary<string>): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(schema?.properties ?? {});
  const fields = names.map((name) => fittingFor(name, schema?.properties?.[name], ids));
  return fc
    .tuple(fc.tuple(...fields), fc.option(fc.tuple(fc.nat(), anyValueArb), { freq: 2 }))
    .map(([values, spoil]) => {
      const body: Record<string, unknown> = {};
      names.forEach((name, i) => {
        body[name] = values[i];
      });
      if (spoil && names.length > 0) body[names[spoil[0] % names.length] as string] = spoil[1];
      return body;
    });
}

/** A body object: each known field present or not, fitting or not, plus fields nobody asked for. */
function bodyFor(schema: JsonSchema | null, ids: fc.Arbitrary<string>): fc.Arbitrary<Record<string, unknown>> {
  const known = Object.entries(schema?.properties ?? {}).map(([name, field]) =>
    fc.option(valueFor(name, field, ids), { nil: undefined, freq: 3 }).map((value) => [name, value] as const),
  );
  const extra = fc.dictionary(
    fc.oneof(
      fc.constantFrom('role', 'isAdmin', 'is_admin', 'id', 'artist_id', 'like_count', 'price', 'quantity', 'tags[0]'),
      fc.string({ maxLength: 12 }),
    ),
    anyValueArb,
    { maxKeys: 3 },
  );
  return fc.tuple(fc.tuple(...known), extra).map(([fields, more]) => {
    const body: Record<string, unknown> = { ...more };
    for (const [name, value] of fields) if (value !== undefined) body[name] = value;
    return body;
  });
}

const asFormText = (value: unknown): string =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

// File parts: random bytes, the starts of images, images cut short, and real small images.
const fileBytesArb = (realImages: Buffer[]) =>
  fc.oneof(
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc.constantFrom(...realImages),
    fc.constantFrom(...realImages.map((image) => image.subarray(0, Math.floor(image.length / 2)))),
    fc.constantFrom(
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.from('ffd8ffe000104a464946', 'hex'),
      Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
      Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      Buffer.alloc(0),
    ),
  );

const malformedJson = [
  '{',
  '{"a":',
  '[',
  '"just a string"',
  '12',
  'null',
  '{"a":1}}',
  "{'single': 'quotes'}",
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '\u0000\u0001\u0002',
  '{"a":"\\ud800"}',
];

type Encoded = { headers: Record<string, string>; payload?: string | Buffer; label: string };

async function encodeMultipart(fields: Record<string, unknown>, files: Buffer[]): Promise<Encoded> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, asFormText(value));
  files.forEach((data, i) => {
    form.append(i % 2 ? 'file' : 'files', new Blob([new Uint8Array(data)]), `f${i}.png`);
  });
  const response = new Response(form);
  return {
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
    payload: Buffer.from(await response.arrayBuffer()),
    label: `multipart ${JSON.stringify(fields).slice(0, 300)} + ${files.length} files`,
  };
}

type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json' | 'urlencoded'; fields: Record<string, unknown> }
  | { kind: 'multipart'; fields: Record<string, unknown>; files: Buffer[] }
  | { kind: 'raw'; contentType: string; text: string };

function bodyPlanArb(op: Operation, ids: fc.Arbitrary<string>, files: fc.Arbitrary<Buffer>): fc.Arbitrary<BodyPlan> {
  const schema = op.body ?? (op.multipart ? uploadFormSchema : null);
  const fields = fc.oneof(bodyFor(schema, ids), completeBodyFor(schema, ids));
  const bodyless = op.method === 'GET' || op.method === 'DELETE';
  return fc.oneof(
    { weight: bodyless ? 8 : 1, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
    { weight: 4, arbitrary: fields.map((f): BodyPlan => ({ kind: 'json', fields: f })) },
    { weight: 2, arbitrary: fields.map((f): BodyPlan => ({ kind: 'urlencoded', fields: f })) },
    {
      weight: op.multipart ? 4 : 1,
      arbitrary: fc
        .tuple(fields, fc.array(files, { maxLength: 7 }))
        .map(([f, files]): BodyPlan => ({ kind: 'multipart', fields: f, files })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'application/json',
            'application/json; charset=latin1',
            'text/plain',
            'application/xml',
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'multipart/form-data; boundary=abc',
            'application/x-www-form-urlencoded',
            'image/png',
            '',
          ),
          fc.oneof(
            fc.constantFrom(...malformedJson),
            fc.string({ unit: 'binary', maxLength: 100 }),
            fc.constant('--abc\r\nContent-Disposition: form-data; name="title"\r\n\r\nunterminated'),
            fc.constant('--abc\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\n\u0089PNG'),
          ),
        )
        .map(([contentType, text]): BodyPlan => ({ kind: 'raw', contentType, text })),
    },
  );
}

async function encodeBody(plan: BodyPlan): Promise<Encoded> {
  switch (plan.kind) {
    case 'none':
      return { headers: {}, label: 'no body' };
    case 'json': {
      const payload = JSON.stringify(plan.fields);
      return { headers: { 'content-type': 'application/json' }, payload, label: `json ${payload.slice(0, 300)}` };
    }
    case 'urlencoded': {
      const payload = new URLSearchParams(
        Object.entries(plan.fields).map(([k, v]) => [k, asFormText(v)] as [string, string]),
      ).toString();
      return {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
        label: `urlencoded ${payload.slice(0, 300)}`,
      };
    }
    case 'multipart':
      return encodeMultipart(plan.fields, plan.files);
    case 'raw':
      return {
        headers: plan.contentType ? { 'content-type': plan.contentType } : {},
        payload: plan.text,
        label: `raw ${plan.contentType} ${JSON.stringify(plan.text.slice(0, 200))}`,
      };
  }
}

// ── The run ────────────────────────────────────────────────────────────────────

describe(`fuzzing every route from the OpenAPI document (seed ${SEED}, ${RUNS} requests)`, () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  let operations: Operation[];
  const pool: string[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t, { username: 'fuzz_user' });
    admin = await createUser(t, { username: 'fuzz_admin', role: 'admin' });
    operations = operationsOf((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json());

    // Things for path ids to find: people, artworks (some for sale), a comment, a cart line, an order, messages.
    const victims = await Promise.all(Array.from({ length: 4 }, (_, i) => createUser(t, { username: `victim_${i}` })));
    pool.push(...victims.map((v) => v.id), ...victims.map((v) => v.username));
    for (const [i, owner] of [user, ...victims, user].entries()) {
      const artwork = await createArtwork(t, owner.id, { forSale: i % 2 === 0, quantity: 3 });
      pool.push(artwork.id);
    }
    const forSale = await createArtwork(t, victims[0]?.id ?? user.id, { forSale: true, quantity: 50 });
    pool.push(forSale.id);
    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/auth/comments/${forSale.id}`,
      headers: user.auth,
      payload: { content: 'first!' },
    });
    pool.push(comment.json().id);
    const line = await t.app.inject({
      method: 'POST',
      url: '/api/auth/cart',
      headers: user.auth,
      payload: { artworkId: forSale.id, quantity: 2 },
    });
    pool.push(line.json().id);
    const orders = await t.app.inject({
      method: 'POST',
      url: '/api/auth/checkout',
      headers: user.auth,
      payload: { name: 'Fuzz', address: '1 Road', city: 'Pune', pincode: '411001', phone: '9876543210' },
    });
    pool.push(...orders.json().map((o: { id: string }) => o.id));
    await t.deps.db
      .insertInto('chat_messages')
      .values({
        id: newId(),
        sender_id: user.id,
        receiver_id: victims[1]?.id ?? admin.id,
        content: 'hello',
        client_id: null,
        created_at: nowIso(),
        read_at: null,
      })
      .execute();
  });
  afterAll(() => t.close());

  it('finds the routes to fuzz', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.some((op) => op.template === '/api/auth/artworks' && op.multipart)).toBe(true);
  });

  it('answers no request with a 5xx, and every error in the one error shape', { timeout: 120_000 }, async () => {
    console.log(`fuzz: seed ${SEED}, ${RUNS} requests on ${testDialect} (reproduce with FUZZ_SEED=${SEED})`);
    const realImages = await Promise.all(
      (['png', 'jpeg', 'gif'] as const).map((format) =>
        sharp({ create: { width: 24, height: 16, channels: 3, background: '#884422' } })
          [format]()
          .toBuffer(),
      ),
    );
    const ids = fc.oneof(
      { weight: 7, arbitrary: fc.constantFrom(...pool) },
      { weight: 2, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.constantFrom('01900000-0000-7000-8000-000000000000', 'fuzz_user', 'me') },
      { weight: 2, arbitrary: stringArb.filter((s) => s.length < 3000) },
    );
    const pathValue = (name: string) =>
      name === 'name'
        ? fc.oneof(
            fc.constantFrom(`${'a'.repeat(64)}-640.webp`, '..%2F..%2Fkala.db', '.hidden', 'x.webp%00.png'),
            stringArb.filter((s) => s.length < 3000),
          )
        : ids;
    const authArb = fc.constantFrom<'none' | 'user' | 'admin' | 'garbage'>('none', 'user', 'user', 'admin', 'garbage');

    const planArb = fc.constantFrom(...operations).chain((op) =>
      fc.record({
        op: fc.constant(op),
        params: fc.tuple(...op.pathParams.map(pathValue)),
        query: fc.tuple(
          ...op.query.map((q) => fc.option(valueFor(q.name, q.schema, ids), { nil: undefined, freq: 2 })),
        ),
        extraQuery: fc.option(fc.tuple(fc.constantFrom('limit', 'cursor', 'token', 'x'), stringArb), { freq: 4 }),
        body: bodyPlanArb(op, ids, fileBytesArb(realImages)),
        auth: authArb,
        rawPath: fc.boolean(),
      }),
    );
    const plans = fc.sample(planArb, { seed: SEED, numRuns: RUNS });

    const tokenFor = { none: null, user: user.token, admin: admin.token, garbage: 'eyJhbGciOiJub25lIn0.e30.' };
    const failures: string[] = [];
    const statuses = new Map<number, number>();

    async function send(plan: (typeof plans)[number]): Promise<void> {
      let path = plan.op.template;
      plan.op.pathParams.forEach((name, i) => {
        const value = String(plan.params[i] ?? '');
        // Raw: percent signs and all as they are, so the server also meets malformed escapes like %E0%A4%A.
        const segment = plan.rawPath
          ? value.replace(/[/?#\s]/g, '_')
          : encodeURIComponent(Buffer.from(value).toString());
        path = path.replace(`{${name}}`, segment);
      });
      const search = new URLSearchParams();
      plan.op.query.forEach((q, i) => {
        const value = plan.query[i];
        if (value === undefined) return;
        for (const one of [value].flat()) search.append(q.name, asFormText(one));
      });
      if (plan.extraQuery) search.append(plan.extraQuery[0], plan.extraQuery[1].slice(0, 3000));
      const url = search.size > 0 ? `${path}?${search}` : path;
      const encoded = await encodeBody(plan.body);
      const token = tokenFor[plan.auth];
      const request: FuzzRequest = {
        method: plan.op.method,
        url,
        headers: { ...encoded.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(encoded.payload === undefined ? {} : { payload: encoded.payload }),
        label: `${plan.op.method} ${url.slice(0, 300)} as ${plan.auth}, ${encoded.label}`,
      };
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: request.headers,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) {
        failures.push(`${res.statusCode} ← ${request.label} → ${res.body.slice(0, 300)}`);
        return;
      }
      if (res.statusCode >= 400 && url.startsWith('/api/')) {
        let body: { message?: unknown; code?: unknown } = {};
        try {
          body = res.json();
        } catch {
          // reported below
        }
        if (typeof body.message !== 'string' || typeof body.code !== 'string') {
          failures.push(`not the error shape (${res.statusCode}) ← ${request.label} → ${res.body.slice(0, 200)}`);
        }
      }
    }

    const started = Date.now();
    for (let i = 0; i < plans.length; i += PARALLEL) {
      await Promise.all(plans.slice(i, i + PARALLEL).map(send));
    }
    console.log(
      `fuzz: ${plans.length} requests in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures, `seed ${SEED}: ${failures.length} failures`).toEqual([]);
    // Not only refusals: a fair share got through validation to the handlers.
    const succeeded = [...statuses].filter(([status]) => status < 300).reduce((sum, [, n]) => sum + n, 0);
    expect(succeeded).toBeGreaterThan(RUNS / 20);
  });

  it('keeps serving afterwards', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/artworks' })).statusCode).toBe(200);
    const someone = await createUser(t);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: someone.auth });
    expect(me.statusCode).toBe(200);
  });

  it('leaves the database passing its integrity checks', async () => {
    expect(await integrityProblems(t.deps.db, t.deps.dialect)).toEqual([]);
  });
});
