import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { orderSweeper } from './sweeps';

describe('order sweeps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('a sweep asked for while one runs is that one, and shutdown waits for it to end', async () => {
    const sweeper = orderSweeper(t.deps, t.app.log);
    const first = sweeper.sweep();
    expect(sweeper.sweep()).toBe(first);
    let ended = false;
    void first.then(() => {
      ended = true;
    });
    // What the app's onClose awaits before server.ts closes the database.
    await sweeper.settled();
    expect(ended).toBe(true);
    // Once it ended, the next sweep is a new one.
    const second = sweeper.sweep();
    expect(second).not.toBe(first);
    await second;
  });
});
