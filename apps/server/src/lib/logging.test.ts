import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { buildApp } from '../app';
import { loggerOptions, prettyLogStream } from './logging';

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
