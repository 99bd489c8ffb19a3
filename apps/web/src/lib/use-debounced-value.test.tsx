import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives the new value only once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'b' },
    });
    expect(result.current).toBe('b');
    rerender({ value: 'bu' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'bud' });
    act(() => vi.advanceTimersByTime(300));
    // 600 ms since the first keystroke, 300 since the last: still the first value.
    expect(result.current).toBe('b');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current).toBe('bud');
  });
});
