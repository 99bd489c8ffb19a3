import { createPrivateKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_PLATFORM_FEE_PERCENT,
  feePercentToBasisPoints,
  gstinSchema,
  INDIAN_STATES,
  MAX_PLATFORM_FEE_PERCENT,
  PAGE_SIZE,
  WHOLE_LIST_CAP,
} from '@kala/contract';
import { z } from 'zod';
import { makePrivateDir, PRIVATE_FILE_MODE } from './lib/private-files';

// Every setting Kala reads from the environment, parsed once. Nothing else reads process.env.
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  // Unset: `data` at the repository's root, wherever the command runs (npm runs workspace scripts in apps/server).
  DATA_DIR: z.string().optional(),
  // npm sets it to the folder a command was typed in: a relative DATA_DIR means that folder's, not apps/server's.
  INIT_CWD: z.string().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  REDIS_URL: z.string().optional(),
  // Several Kala deployments may share one Redis: each publishes chat on channels under its own prefix.
  REDIS_CHANNEL_PREFIX: z.string().min(1).default('kala'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_EMAIL: z.string().optional(),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: z.string().optional(),
  // Web Push (VAPID). Without the key pair one is generated once into DATA_DIR/vapid.json.
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// URL')
    .optional(),
  PUBLIC_URL: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: readable lines in a terminal, JSON lines for production and when the output goes to a pipe or file.
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  WEB_DIST: z.string().optional(),
  // Only the end-to-end suite turns these off, so its many logins from one address are not throttled.
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  // Slow or stalled clients: the whole request (headers and body) must arrive within REQUEST_TIMEOUT_MS, and a
  // connection that sends nothing for CONNECTION_TIMEOUT_MS is closed.
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  // Media files no row refers to are deleted at start once they are this old (younger ones may belong to an
  // upload in flight on another instance).
  MEDIA_ORPHAN_MIN_AGE_SECONDS: z.coerce.number().int().min(0).default(600),
  // Which proxies may tell the client's address in X-Forwarded-For: none (default: the server faces the
  // internet), a hop count ("1" behind one load balancer) or their addresses ("10.0.0.0/8,127.0.0.1"). Trusting
  // any sender would let a client pick its own address and escape the per-address rate limits.
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx): boolean | number | string[] => {
      const v = value.trim();
      if (v === 'false' || v === '' || v === '0') return false;
      if (v === 'true') return true;
      if (/^\d+$/.test(v)) return Number(v);
      const list = v.split(',').map((part) => part.trim());
      if (list.every((part) => /^[0-9a-fA-F.:/]+$/.test(part))) return list;
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, true, a hop count or a list of addresses' });
      return z.NEVER;
    }),
  // Anonymous catalogue reads are answered from memory for this long (plugins/public-read-cache.ts); 0 = off.
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // How many rows a list asked without `limit` answers at most (docs/decisions/0022-whole-lists.md).
  WHOLE_LIST_CAP: z.coerce.number().int().min(PAGE_SIZE.max).max(10_000).default(WHOLE_LIST_CAP.public),
  ADMIN_WHOLE_LIST_CAP: z.coerce.number().int().min(PAGE_SIZE.max).max(50_000).default(WHOLE_LIST_CAP.admin),
  // Artwork views for the studio (features/views): off answers the page's beacon and keeps nothing, for a
  // deployment that wants no analytics at all (and for `npm run bench`, which weighs counting on against off).
  VIEW_COUNTING: z.enum(['on', 'off'], { error: "VIEW_COUNTING must be 'on' or 'off'" }).default('on'),
  // production: artwork cards skip the response-schema check (plugins/response-serializer.ts).
  NODE_ENV: z.string().optional(),
  // Media in an S3-compatible bucket instead of DATA_DIR/media (several instances share it). Credentials and
  // region fall back to the AWS SDK's usual sources (environment, shared files, instance role) when unset.
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url('S3_ENDPOINT must be a URL').optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // MinIO, s3rver and most self-hosted stores want path-style URLs (endpoint/bucket/key).
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  // Kala's fee on the artwork price of every sale, in percent (docs/payments.md "Kala's fee and the ledger"): 0 to
  // 50, at most two decimals. Each order keeps the fee in force when it was placed.
  PLATFORM_FEE_PERCENT: z
    .string()
    .default(String(DEFAULT_PLATFORM_FEE_PERCENT))
    .refine((v) => /^\d{1,2}(\.\d{1,2})?$/.test(v.trim()) && Number(v) <= MAX_PLATFORM_FEE_PERCENT, {
      message: `PLATFORM_FEE_PERCENT must be a percent from 0 to ${MAX_PLATFORM_FEE_PERCENT} with at most two decimals`,
    })
    .transform((v) => feePercentToBasisPoints(Number(v))),
  // Online payment (Razorpay, docs/payments.md): all three, or none (then checkout offers pay on delivery alone).
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Where the gateway's API and Checkout script live: Razorpay's own unless a test points them at a stand-in.
  RAZORPAY_API_URL: z.url('RAZORPAY_API_URL must be a URL').default('https://api.razorpay.com'),
  // Certificates of authenticity (docs/certificates.md): Kala's Ed25519 signing key, PKCS#8 as PEM or as base64
  // DER; unset, one is generated once into DATA_DIR. Public keys of retired signing keys (SPKI DER, base64,
  // comma-separated) keep the certificates they signed verifiable after a rotation.
  CERTIFICATE_SIGNING_KEY: z.string().min(1).optional(),
  CERTIFICATE_RETIRED_PUBLIC_KEYS: z.string().optional(),
  // The key that encrypts artists' PAN and bank account numbers at rest (decision 0034): 32 bytes in base64.
  // Without it one is generated once into DATA_DIR/payout-details-key, as the token secret is.
  PAYOUT_DETAILS_KEY: z
    .string()
    .refine(
      (value) => Buffer.from(value, 'base64').length === 32,
      'PAYOUT_DETAILS_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
    )
    .optional(),
  RAZORPAY_CHECKOUT_URL: z
    .url('RAZORPAY_CHECKOUT_URL must be a URL')
    .default('https://checkout.razorpay.com/v1/checkout.js'),
  // Invoices and their taxes (issue 37 item 7): every default and its source is in docs/taxes.md. Rates change
  // by notification, so they are settings, not code. The HSN of each artwork medium ('*' for the rest):
  GST_HSN_BY_MEDIUM: z
    .string()
    .default('print=9702,sculpture=9703,photograph=4911,digital=4911,*=9701')
    .transform((value, ctx) => {
      const table = pairs(value);
      if (!table?.['*'] || Object.values(table).some((code) => !/^\d{4,8}$/.test(code))) {
        ctx.addIssue({ code: 'custom', message: 'GST_HSN_BY_MEDIUM must be medium=HSN pairs with a *=HSN default' });
        return z.NEVER;
      }
      return table;
    }),
  // The GST rate of each HSN, in percent (a HSN not listed is refused at start).
  GST_RATES: z
    .string()
    .default('9701=5,9702=5,9703=5,4911=18')
    .transform((value, ctx) => {
      const table = pairs(value);
      const rates = table
        ? Object.fromEntries(Object.entries(table).map(([code, rate]) => [code, percentBps(rate)]))
        : null;
      if (!rates || Object.values(rates).some((bps) => bps === null)) {
        ctx.addIssue({ code: 'custom', message: 'GST_RATES must be HSN=percent pairs (0 to 100, two decimals)' });
        return z.NEVER;
      }
      return rates as Record<string, number>;
    }),
  // Kala's fee is a service: its SAC and GST rate, and the rate of tax collected at source (CGST Act section 52).
  GST_FEE_SAC: z
    .string()
    .regex(/^\d{6}$/, 'GST_FEE_SAC must be a six-digit SAC')
    .default('998599'),
  GST_FEE_RATE_PERCENT: percentSetting('GST_FEE_RATE_PERCENT', '18'),
  GST_TCS_RATE_PERCENT: percentSetting('GST_TCS_RATE_PERCENT', '0.5'),
  // Kala as the supplier of its fee: its legal name, registered address, state and GSTIN (none: not registered,
  // and its fee invoices carry no GST).
  KALA_LEGAL_NAME: z.string().trim().min(1).default('Kala'),
  KALA_ADDRESS: z.string().trim().default(''),
  KALA_STATE: z.enum(INDIAN_STATES, { error: 'KALA_STATE must be an Indian state or union territory' }).optional(),
  KALA_GSTIN: gstinSchema.optional(),
});

/** Online payment through Razorpay, when configured. */
export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The REST API's origin (https://api.razorpay.com). */
  apiUrl: string;
  /** Razorpay Checkout's script, loaded by the browser when a buyer pays online. */
  checkoutUrl: string;
}

/** Where media lives when S3_BUCKET is set. */
export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  mediaDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  sqlitePath: string;
  redisUrl: string | undefined;
  redisChannelPrefix: string;
  /** How often the chat socket pings; a socket that has not answered the previous ping is dropped. */
  chatHeartbeatMs: number;
  jwtSecret: string;
  jwtTtlSeconds: number;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  /** The admin's real address (password resets, mail); without it a made-up one the admin should change. */
  adminEmail: string | undefined;
  seedDemo: boolean;
  smtpUrl: string | undefined;
  /** VAPID keys for Web Push from the environment; null: generated into dataDir. */
  vapid: { publicKey: string; privateKey: string } | null;
  /** Who push services may contact about our pushes (default: PUBLIC_URL if https, else a mailto). */
  vapidSubject: string | undefined;
  publicUrl: string;
  logLevel: string;
  /** pretty: one readable, coloured line per entry (a person at a terminal); json: one JSON object per line. */
  logFormat: 'pretty' | 'json';
  webDist: string;
  /** Rate limits are relaxed in tests that are not about rate limits. */
  rateLimits: boolean;
  /** Time for a whole request (headers and body) to arrive; a slower client gets 408 and is disconnected. */
  requestTimeoutMs: number;
  /** A connection with no traffic for this long is closed. */
  connectionTimeoutMs: number;
  /** Unreferenced media files younger than this survive the clean-up at start. */
  mediaOrphanMinAgeMs: number;
  /** Fastify's trustProxy: whose X-Forwarded-For is believed (false: nobody's). */
  trustProxy: boolean | number | string[];
  /** How long anonymous catalogue reads are served from memory (0: never). */
  publicCacheMs: number;
  /** Most rows a list asked without `limit` answers: public and personal lists, and the admin tables. */
  wholeListCaps: { public: number; admin: number };
  /** Whether artwork page views are counted (VIEW_COUNTING). */
  viewCounting: boolean;
  /** Check every answer against its response schema (everywhere but NODE_ENV=production). */
  checkAllResponses: boolean;
  /** Media in an S3-compatible bucket; null keeps it in mediaDir. */
  s3: S3Config | null;
  /** Online payment; null: pay on delivery only. */
  razorpay: RazorpayConfig | null;
  /** Ed25519 key that signs certificates of authenticity (PKCS#8 PEM), and retired public keys (SPKI DER base64). */
  certificateKeys: { signingKey: string; retiredPublicKeys: string[] };
  /** AES-256-GCM key (32 bytes) for payout details at rest (decision 0034). */
  payoutDetailsKey: Buffer;
  /** Kala's fee on the artwork price, in basis points (PLATFORM_FEE_PERCENT × 100: 1000 is 10%). */
  platformFeeBasisPoints: number;
  /** What invoices need (docs/taxes.md): HSN per medium, GST rates, Kala as a supplier. */
  taxes: TaxConfig;
}

/** Invoice and tax settings (issue 37 item 7, docs/taxes.md); rates in basis points (500 = 5%). */
export interface TaxConfig {
  /** Artwork medium → HSN; '*' for any other (and for none). */
  hsnByMedium: Record<string, string>;
  /** HSN → GST rate. */
  gstRateBpsByHsn: Record<string, number>;
  feeSac: string;
  feeGstRateBps: number;
  /** Tax collected at source by Kala as e-commerce operator (CGST Act section 52), on registered sellers' sales. */
  tcsRateBps: number;
  kala: { legalName: string; address: string; state: string | null; gstin: string | null };
}

/** 'a=1,b=2' → { a: '1', b: '2' }; null when a pair is malformed. */
function pairs(value: string): Record<string, string> | null {
  const table: Record<string, string> = {};
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^([*\w]+)\s*=\s*(\S+)$/.exec(pair);
    if (!match) return null;
    table[match[1] as string] = match[2] as string;
  }
  return table;
}

/** '18' or '0.5' → basis points (1800, 50); null unless a percent from 0 to 100 with at most two decimals. */
function percentBps(value: string): number | null {
  return /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100 ? Math.round(Number(value) * 100) : null;
}

/** The HSN table, once every HSN in it has a GST rate (a sale must never find none). */
function knownHsns(hsnByMedium: Record<string, string>, rates: Record<string, number>): Record<string, string> {
  const missing = Object.values(hsnByMedium).filter((code) => rates[code] === undefined);
  if (missing.length > 0) throw new Error(`Invalid configuration: GST_RATES has no rate for HSN ${missing.join(', ')}`);
  return hsnByMedium;
}

function percentSetting(name: string, fallback: string) {
  return z
    .string()
    .default(fallback)
    .refine(
      (value) => percentBps(value.trim()) !== null,
      `${name} must be a percent from 0 to 100, two decimals at most`,
    )
    .transform((value) => percentBps(value.trim()) as number);
}

// Without JWT_SECRET a secret is generated once and kept in the data folder, so a restart keeps sessions.
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE });
  return secret;
}

// Without CERTIFICATE_SIGNING_KEY an Ed25519 key is generated once and kept in the data folder, so certificates
// issued before a restart still verify. A deployment with several instances sets it (docs/deploy.md).
function loadOrCreateCertificateKey(dataDir: string): string {
  const file = path.join(dataDir, 'certificate-signing-key.pem');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const { privateKey } = generateKeyPairSync('ed25519');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  writeFileSync(file, pem, { mode: PRIVATE_FILE_MODE });
  return pem;
}

/** CERTIFICATE_SIGNING_KEY as PEM, whether given as PEM or as base64 DER; refused unless an Ed25519 private key. */
function certificateKeyPem(value: string): string {
  const text = value.trim();
  try {
    const key = text.startsWith('-----')
      ? createPrivateKey(text)
      : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
    if (key.asymmetricKeyType !== 'ed25519') throw new Error('not Ed25519');
    return key.export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    throw new Error(
      'Invalid environment:\n  CERTIFICATE_SIGNING_KEY must be an Ed25519 private key (PKCS#8, PEM or base64)',
    );
  }
}

// Without PAYOUT_DETAILS_KEY a key is generated once and kept in the data folder, beside the database it protects
// (decision 0034 says why production should set it instead).
function loadOrCreatePayoutKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'payout-details-key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: PRIVATE_FILE_MODE });
  return key;
}

/** The repository's root: src/ and dist/ (the compiled server) are both two folders below it. */
const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/** Where DATA_DIR points: `<repo>/data` by default; a relative path from the folder the command was typed in. */
export function resolveDataDir(dataDir: string | undefined, initCwd: string | undefined): string {
  if (dataDir === undefined || dataDir === '') return path.join(REPO_ROOT, 'data');
  return path.resolve(initCwd ?? process.cwd(), dataDir);
}

/** JSON for machines (production, or output going to a pipe or file); readable lines for a person at a terminal. */
export function defaultLogFormat(nodeEnv: string | undefined, stdoutIsTerminal: boolean): 'pretty' | 'json' {
  return nodeEnv !== 'production' && stdoutIsTerminal ? 'pretty' : 'json';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid environment:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET];
  if (razorpayKeys.some(Boolean) && !razorpayKeys.every(Boolean)) {
    throw new Error(
      'Invalid environment:\n  RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together',
    );
  }
  const dataDir = overrides.dataDir ? path.resolve(overrides.dataDir) : resolveDataDir(e.DATA_DIR, e.INIT_CWD);
  makePrivateDir(dataDir);
  const config: Config = {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    sqlitePath: path.join(dataDir, 'kala.db'),
    redisUrl: e.REDIS_URL,
    redisChannelPrefix: e.REDIS_CHANNEL_PREFIX,
    chatHeartbeatMs: 30_000,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    jwtTtlSeconds: e.JWT_TTL_SECONDS,
    adminUsername: e.ADMIN_USERNAME,
    adminPassword: e.ADMIN_PASSWORD,
    adminEmail: e.ADMIN_EMAIL,
    seedDemo: e.SEED_DEMO,
    smtpUrl: e.SMTP_URL,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : null,
    vapidSubject: e.VAPID_SUBJECT,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? defaultLogFormat(e.NODE_ENV, process.stdout.isTTY === true),
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    rateLimits: e.RATE_LIMITS === 'on',
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    mediaOrphanMinAgeMs: e.MEDIA_ORPHAN_MIN_AGE_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
    publicCacheMs: e.PUBLIC_CACHE_MS,
    wholeListCaps: { public: e.WHOLE_LIST_CAP, admin: e.ADMIN_WHOLE_LIST_CAP },
    viewCounting: e.VIEW_COUNTING === 'on',
    checkAllResponses: e.NODE_ENV !== 'production',
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : null,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ''),
            checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
          }
        : null,
    certificateKeys: {
      signingKey: e.CERTIFICATE_SIGNING_KEY
        ? certificateKeyPem(e.CERTIFICATE_SIGNING_KEY)
        : loadOrCreateCertificateKey(dataDir),
      retiredPublicKeys: (e.CERTIFICATE_RETIRED_PUBLIC_KEYS ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
    },
    payoutDetailsKey: e.PAYOUT_DETAILS_KEY
      ? Buffer.from(e.PAYOUT_DETAILS_KEY, 'base64')
      : loadOrCreatePayoutKey(dataDir),
    platformFeeBasisPoints: e.PLATFORM_FEE_PERCENT,
    taxes: {
      hsnByMedium: knownHsns(e.GST_HSN_BY_MEDIUM, e.GST_RATES),
      gstRateBpsByHsn: e.GST_RATES,
      feeSac: e.GST_FEE_SAC,
      feeGstRateBps: e.GST_FEE_RATE_PERCENT,
      tcsRateBps: e.GST_TCS_RATE_PERCENT,
      kala: {
        legalName: e.KALA_LEGAL_NAME,
        address: e.KALA_ADDRESS,
        state: e.KALA_STATE ?? null,
        gstin: e.KALA_GSTIN ?? null,
      },
    },
    ...overrides,
  };
  return Object.freeze(config);
}
