import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRenderInSteps } from './render-in-steps';

function List({ total, first, seen }: { total: number; first: number; seen: number[] }) {
  const rendered = useRenderInSteps(total, first);
  seen.push(rendered);
  return <p>{rendered}</p>;
}

describe('useRenderInSteps', () => {
  it('renders the first at once, then the rest a step at a time, each step its own render', async () => {
    const seen: number[] = [];
    const { container } = render(<List total={7} first={2} seen={seen} />);
    await waitFor(() => expect(container.textContent).toBe('7'));
    // Every step is a render (and commit) of its own: never the rest at once.
    expect([...new Set(seen)]).toEqual([2, 4, 6, 7]);
  });

  it('a list no longer than the first step is rendered whole at once', () => {
    const seen: number[] = [];
    render(<List total={2} first={2} seen={seen} />);
    expect([...new Set(seen)]).toEqual([2]);
  });
});
