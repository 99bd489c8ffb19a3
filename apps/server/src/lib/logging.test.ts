import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { loggerOptions, prettyLogStream, redactUrl, ThrottledWarning } from './logging';

/** A stream that keeps what is written to it. */
function sink() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

describe('readable log lines in a terminal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes one plain line per entry: time, level, message; a request as method, path, status and time', async () => {
    const out = sink();
    const config = { ...t.config, logLevel: 'info', logFormat: 'pretty' as const };
    const app = await buildApp({ ...t.deps, config }, { logStream: prettyLogStream(out.stream, false) });
    try {
      await app.ready();
      app.log.info('hello there');
      expect((await app.inject({ method: 'GET', url: '/api/health?token=secret-value' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
    const lines = out.text().trim().split('\n');
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: hello there$/);
    expect(lines).toContainEqual(expect.stringMatching(/INFO: GET \/api\/health\?token=\[REDACTED\]$/));
    expect(lines).toContainEqual(expect.stringMatching(/INFO: 200 in \d+ ms$/));
    expect(out.text()).not.toContain('{"level"');
    expect(out.text()).not.toContain('secret-value');
  });

  it('goes to stdout in that form only when the config says pretty; JSON otherwise', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'pretty' })).toHaveProperty('stream');
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).not.toHaveProperty('stream');
  });
});

// test/log-hygiene.test.ts checks the log lines of real requests and sockets.

const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1aWQiOiJhYmMiLCJ2ZXIiOjB9.c2lnbmF0dXJl-_x';

describe('redactUrl', () => {
  it('cleans the token however the parameter is spelled', () => {
    for (const [url, cleaned] of [
      ['/ws?tok%65n=S1', '/ws?tok%65n=[REDACTED]'],
      ['/ws?%74oken=S1&a=1', '/ws?%74oken=[REDACTED]&a=1'],
      ['/ws?tok%2565n=S1', '/ws?tok%2565n=[REDACTED]'],
      ['/ws?token[]=S1&token[]=S2', '/ws?token[]=[REDACTED]&token[]=[REDACTED]'],
      ['/ws?token%5B0%5D=S1', '/ws?token%5B0%5D=[REDACTED]'],
      ['/ws?TOKEN=S1', '/ws?TOKEN=[REDACTED]'],
      ['/ws?token=S1&token=S2', '/ws?token=[REDACTED]&token=[REDACTED]'],
      ['/ws?+token+=S1', '/ws?+token+=[REDACTED]'],
      ['/ws?reset_token=S1', '/ws?reset_token=[REDACTED]'],
      ['/ws;token=S1', '/ws;token=[REDACTED]'],
    ]) {
      expect(redactUrl(url as string), url).toBe(cleaned);
    }
  });

  it('cleans a token in the fragment, after a ? or # inside another value, and to the next & only', () => {
    expect(redactUrl('/page#token=S1')).toBe('/page#token=[REDACTED]');
    expect(redactUrl('/page?a=1#b=2&token=S1')).toBe('/page?a=1#b=2&token=[REDACTED]');
    expect(redactUrl('/page?a=x?token=S1&b=2')).toBe('/page?a=x?token=[REDACTED]&b=2');
    // The value runs to the next &: what follows a ? or # in it is part of the secret.
    expect(redactUrl('/page?token=S1?x=S2#S3&b=2')).toBe('/page?token=[REDACTED]&b=2');
    expect(redactUrl('/page?token=S1;rest=S2')).toBe('/page?token=[REDACTED]');
  });

  it('cleans passwords and keys, and a JWT under any name or in the path', () => {
    expect(redactUrl('/x?password=p&Pass%77ord=q&key=k&api_key=k')).toBe(
      '/x?password=[REDACTED]&Pass%77ord=[REDACTED]&key=[REDACTED]&api_key=[REDACTED]',
    );
    expect(redactUrl(`/x?t=${JWT}&b=1`)).toBe('/x?t=[REDACTED]&b=1');
    expect(redactUrl(`/x/${JWT}/y`)).toBe('/x/[REDACTED]/y');
  });

  it('leaves everything else as it was', () => {
    for (const url of [
      '/api/artworks?limit=5&category=Painting',
      '/api/search?q=monkey&keyboard=1&author=x',
      '/x?%',
      '/x?%zz=1',
      '/x',
      '/x?',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('ThrottledWarning', () => {
  it('logs the first warning, counts the next ones within the interval, and says how many it left out', () => {
    const lines: [object, string][] = [];
    const warning = new ThrottledWarning(
      { warn: (fields: object, message: string) => lines.push([fields, message]) } as never,
      'bad frame',
      1000,
    );
    warning.warn('not JSON', 0);
    for (let at = 1; at <= 5; at++) warning.warn('not JSON', at * 100);
    expect(lines).toEqual([[{ reason: 'not JSON', suppressed: 0 }, 'bad frame']]);
    warning.warn('unknown action', 1000);
    expect(lines[1]).toEqual([{ reason: 'unknown action', suppressed: 5 }, 'bad frame']);
    warning.warn('not JSON', 1500);
    warning.warn('not JSON', 1600);
    warning.flush();
    expect(lines[2]).toEqual([{ suppressed: 2 }, 'bad frame']);
    warning.flush();
    expect(lines).toHaveLength(3);
  });
});
