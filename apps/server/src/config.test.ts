import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { defaultLogFormat, loadConfig, resolveDataDir } from './config';

const SECRET = 'config-test-secret-that-is-long-enough!!';

describe('DATA_DIR', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'kala-config-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('defaults to data at the repository root, as README says, wherever the command runs', () => {
    for (const initCwd of [undefined, path.join(scratch, 'apps', 'server'), '/']) {
      const dir = resolveDataDir(undefined, initCwd);
      expect(path.basename(dir)).toBe('data');
      const rootPackage = JSON.parse(readFileSync(path.join(dir, '..', 'package.json'), 'utf8'));
      expect(rootPackage.name).toBe('kala');
      expect(rootPackage.workspaces).toContain('apps/server');
    }
  });

  it('resolves a relative DATA_DIR from the folder the command was typed in (npm sets INIT_CWD)', () => {
    const config = loadConfig({ DATA_DIR: 'mine', INIT_CWD: scratch, JWT_SECRET: SECRET });
    expect(config.dataDir).toBe(path.join(scratch, 'mine'));
    expect(existsSync(path.join(scratch, 'mine'))).toBe(true);
    expect(loadConfig({ DATA_DIR: path.join(scratch, 'abs'), JWT_SECRET: SECRET }).dataDir).toBe(
      path.join(scratch, 'abs'),
    );
  });
});

describe('log format', () => {
  it('is readable in a terminal, JSON in production and when piped, and LOG_FORMAT decides when set', () => {
    expect(defaultLogFormat(undefined, true)).toBe('pretty');
    expect(defaultLogFormat('development', true)).toBe('pretty');
    expect(defaultLogFormat('production', true)).toBe('json');
    expect(defaultLogFormat(undefined, false)).toBe('json');
    const dir = mkdtempSync(path.join(tmpdir(), 'kala-config-'));
    try {
      const env = { DATA_DIR: dir, JWT_SECRET: SECRET };
      expect(loadConfig({ ...env, LOG_FORMAT: 'pretty', NODE_ENV: 'production' }).logFormat).toBe('pretty');
      expect(loadConfig({ ...env, LOG_FORMAT: 'json' }).logFormat).toBe('json');
      expect(() => loadConfig({ ...env, LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('CERTIFICATE_SIGNING_KEY', () => {
  it('is generated once into DATA_DIR, taken as PEM or base64 PKCS#8, and refused unless an Ed25519 key', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'kala-config-'));
    try {
      const env = { DATA_DIR: dir, JWT_SECRET: SECRET };
      const generated = loadConfig(env).certificateKeys.signingKey;
      expect(generated).toMatch(/^-----BEGIN PRIVATE KEY-----/);
      expect(readFileSync(path.join(dir, 'certificate-signing-key.pem'), 'utf8')).toBe(generated);
      // A restart signs with the same key.
      expect(loadConfig(env).certificateKeys.signingKey).toBe(generated);

      const key = generateKeyPairSync('ed25519').privateKey;
      const pem = key.export({ type: 'pkcs8', format: 'pem' }).toString();
      const base64 = key.export({ type: 'pkcs8', format: 'der' }).toString('base64');
      expect(loadConfig({ ...env, CERTIFICATE_SIGNING_KEY: pem }).certificateKeys.signingKey).toBe(pem);
      expect(loadConfig({ ...env, CERTIFICATE_SIGNING_KEY: base64 }).certificateKeys.signingKey).toBe(pem);

      const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
      const rsaPem = rsa.export({ type: 'pkcs8', format: 'pem' }).toString();
      expect(() => loadConfig({ ...env, CERTIFICATE_SIGNING_KEY: rsaPem })).toThrow(/CERTIFICATE_SIGNING_KEY/);
      expect(() => loadConfig({ ...env, CERTIFICATE_SIGNING_KEY: 'not a key' })).toThrow(/CERTIFICATE_SIGNING_KEY/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PAYOUT_DETAILS_KEY (decision 0034)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'kala-config-key-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('takes 32 bytes in base64, refuses anything else, and generates one once into DATA_DIR without it', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ DATA_DIR: scratch, JWT_SECRET: SECRET, PAYOUT_DETAILS_KEY: key }).payoutDetailsKey).toEqual(
      Buffer.alloc(32, 7),
    );
    expect(() =>
      loadConfig({ DATA_DIR: scratch, JWT_SECRET: SECRET, PAYOUT_DETAILS_KEY: Buffer.alloc(16).toString('base64') }),
    ).toThrow(/PAYOUT_DETAILS_KEY must be 32 bytes/);

    const dir = path.join(scratch, 'generated');
    const first = loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET }).payoutDetailsKey;
    expect(first).toHaveLength(32);
    expect(readFileSync(path.join(dir, 'payout-details-key'), 'utf8')).toBe(first.toString('base64'));
    // A restart opens what the first run sealed.
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: SECRET }).payoutDetailsKey).toEqual(first);
  });
});
describe('PLATFORM_FEE_PERCENT', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'kala-config-fee-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const load = (fee?: string) =>
    loadConfig(
      { JWT_SECRET: SECRET, ...(fee === undefined ? {} : { PLATFORM_FEE_PERCENT: fee }) },
      { dataDir: scratch },
    );

  it('is 10% unless set, and is kept as basis points', () => {
    expect(load().platformFeeBasisPoints).toBe(1000);
    expect(load('7.25').platformFeeBasisPoints).toBe(725);
    expect(load('0').platformFeeBasisPoints).toBe(0);
    expect(load('50').platformFeeBasisPoints).toBe(5000);
  });

  it('refuses a fee outside 0–50 or with more than two decimals, naming the setting', () => {
    for (const bad of ['50.01', '51', '-1', '7.125', 'ten', '']) {
      expect(() => load(bad), bad).toThrow(/PLATFORM_FEE_PERCENT/);
    }
  });
});
describe('invoice and tax settings (docs/taxes.md)', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'kala-config-taxes-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const load = (env: Record<string, string> = {}) => loadConfig({ JWT_SECRET: SECRET, ...env }, { dataDir: scratch });

  it('has the documented defaults, in basis points', () => {
    const { taxes } = load();
    expect(taxes.hsnByMedium).toEqual({
      print: '9702',
      sculpture: '9703',
      photograph: '4911',
      digital: '4911',
      '*': '9701',
    });
    expect(taxes.gstRateBpsByHsn).toEqual({ '9701': 500, '9702': 500, '9703': 500, '4911': 1800 });
    expect(taxes).toMatchObject({ feeSac: '998599', feeGstRateBps: 1800, tcsRateBps: 50 });
    expect(taxes.kala).toEqual({ legalName: 'Kala', address: '', state: null, gstin: null });
  });

  it('takes other rates and Kala’s registration from the environment', () => {
    const { taxes } = load({
      GST_RATES: '9701=12,9702=12,9703=12,4911=12',
      GST_TCS_RATE_PERCENT: '1',
      KALA_GSTIN: '29AAACK1234A1Z6',
      KALA_STATE: 'Karnataka',
    });
    expect(taxes.gstRateBpsByHsn['9701']).toBe(1200);
    expect(taxes.tcsRateBps).toBe(100);
    expect(taxes.kala).toMatchObject({ gstin: '29AAACK1234A1Z6', state: 'Karnataka' });
  });

  it('refuses malformed settings, a HSN without a rate, and a GSTIN whose check character is wrong', () => {
    expect(() => load({ GST_RATES: '9701=five' })).toThrow(/GST_RATES/);
    expect(() => load({ GST_HSN_BY_MEDIUM: 'oil=9701' })).toThrow(/GST_HSN_BY_MEDIUM/);
    expect(() => load({ GST_HSN_BY_MEDIUM: 'oil=4820,*=9701' })).toThrow(/no rate for HSN 4820/);
    expect(() => load({ GST_FEE_RATE_PERCENT: '101' })).toThrow(/GST_FEE_RATE_PERCENT/);
    expect(() => load({ KALA_GSTIN: '29AAACK1234A1Z7' })).toThrow(/KALA_GSTIN/);
    expect(() => load({ KALA_STATE: 'Bombay' })).toThrow(/KALA_STATE/);
  });
});
