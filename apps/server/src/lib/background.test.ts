import { describe, expect, it } from 'vitest';
import { backgroundSettled, inBackground } from './background';

describe('work in the background', () => {
  it('is waited for, with the work it starts meanwhile, and a failure does not stop the wait', async () => {
    const done: string[] = [];
    const after = (ms: number, step: () => void) =>
      new Promise<void>((resolve) => setTimeout(() => resolve(step()), ms));
    inBackground(
      after(20, () => {
        done.push('first');
        inBackground(after(20, () => done.push('started by it')));
      }),
    );
    inBackground(Promise.reject(new Error('handled by its caller')).catch(() => done.push('failed')));
    await backgroundSettled();
    expect(done.sort()).toEqual(['failed', 'first', 'started by it']);
  });
});
