import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../test/render-routes';
import { ShareButton } from './share-button';

function renderButton() {
  renderRoutes([{ path: '/', element: <ShareButton title="Monsoon" path="/products/a1" /> }], '/');
  return screen.getByRole('button', { name: 'Share' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
});

describe('ShareButton', () => {
  it("opens the device's share sheet with the page's absolute link where there is one", async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await userEvent.click(renderButton());
    expect(share).toHaveBeenCalledWith({ title: 'Monsoon', url: `${window.location.origin}/products/a1` });
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(renderButton());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/products/a1`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('closing the share sheet copies nothing; a copy the browser refuses says so', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    Object.defineProperty(navigator, 'share', {
      value: vi.fn(async () => {
        throw Object.assign(new Error('closed'), { name: 'AbortError' });
      }),
      configurable: true,
    });
    const button = renderButton();
    await userEvent.click(button);
    expect(writeText).not.toHaveBeenCalled();

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await userEvent.click(button);
    expect(await screen.findByText('Could not copy the link')).toBeInTheDocument();
  });
});
