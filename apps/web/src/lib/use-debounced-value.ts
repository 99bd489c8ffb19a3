import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delay` ms: the search waits 500 ms after typing (docs/product.md#constants-and-limits), the admin
 * tables' searches ask the server as you type.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
