import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PincodeForm } from './pincode-form';

// The pincode box is drawn by the server on the artwork page: people type into it before the page's code has
// loaded (lib/hydration.ts, useTypedBeforeHydration).

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PincodeForm on a server-drawn page', () => {
  it('keeps what was typed before hydrating, and checks that pincode', async () => {
    const onSubmit = vi.fn();
    const form = <PincodeForm initial={null} onSubmit={onSubmit} />;
    const root = document.createElement('div');
    root.innerHTML = renderToString(form);
    document.body.append(root);
    // Typed while the code was still loading: the field holds it, React knows nothing of it yet.
    (root.querySelector('input[name="pincode"]') as HTMLInputElement).value = '400001';

    await act(async () => {
      hydrateRoot(root, form);
    });
    const box = screen.getByLabelText('Your pincode');
    expect(box).toHaveValue('400001');
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(onSubmit).toHaveBeenCalledWith('400001');
    // The state has it: a later render (the Check pending) leaves it in the box.
    expect(box).toHaveValue('400001');
  });

  it('is a plain GET form with a named field, so a Check sent before hydrating still carries the pincode', () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<PincodeForm initial="560001" onSubmit={() => {}} />);
    const form = root.querySelector('form')!;
    expect(form.getAttribute('method') ?? 'get').toBe('get');
    expect(new FormData(form).get('pincode')).toBe('560001');
  });
});
