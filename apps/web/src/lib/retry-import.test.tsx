import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importRetryDelayMs, lazyWithRetry, retryImport } from './retry-import';

/** A loader that fails `failures` times, then gives `value`. */
function flakyLoader<T>(failures: number, value: T) {
  let calls = 0;
  const load = vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return value;
  });
  return load;
}

describe('retryImport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 1 s, 2 s, 4 s... between tries, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(importRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('tries again after a failure and resolves with the module once it loads', async () => {
    const load = flakyLoader(2, 'module');
    const result = retryImport(load);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(result).resolves.toBe('module');
  });

  it('tries at once when the browser comes back online, instead of waiting out the delay', async () => {
    const load = flakyLoader(3, 'module');
    const result = retryImport(load);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(load).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('online'));
    await expect(result).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(4);
    // The timer of the try that 'online' replaced does not fire a fifth load.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

function Loaded() {
  return <p>Loaded piece</p>;
}

describe('lazyWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the fallback while the code cannot load, then the component, never an error', async () => {
    const Piece = lazyWithRetry(flakyLoader(1, Loaded));
    render(
      <Suspense fallback={<p>Waiting</p>}>
        <Piece />
      </Suspense>,
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Waiting')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Loaded piece')).toBeInTheDocument();
  });
});
