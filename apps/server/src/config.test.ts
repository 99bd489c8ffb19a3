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
