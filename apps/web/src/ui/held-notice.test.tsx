import { LOOKALIKE_MESSAGE, SCREEN, VALIDATION } from '@kala/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HeldNotice } from './held-notice';

const N = SCREEN.moderation.heldNotice;

// The uploader's side of a held upload (decision 0041).
describe('HeldNotice', () => {
  it('says the exact words, asks for an explanation, and sends it', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    render(<HeldNotice explanation="" send={send} />);
    expect(screen.getByRole('heading', { name: 'This looks like a work already on Kala' })).toBeVisible();
    expect(screen.getByRole('region', { name: LOOKALIKE_MESSAGE })).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: N.send }));
    expect(screen.getByText(VALIDATION.moderation.explanationRequired)).toBeVisible();
    expect(send).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(N.explain), '  Painted from my own photo  ');
    await user.click(screen.getByRole('button', { name: N.send }));
    expect(send).toHaveBeenCalledWith('Painted from my own photo');
    expect(await screen.findByText(N.yours)).toBeVisible();
    expect(screen.getByText('Painted from my own photo')).toBeVisible();
  });

  it('shows what was already sent, and the server’s message when sending fails', async () => {
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    render(<HeldNotice explanation="Mine since 2019" send={send} />);
    expect(screen.getByText('Mine since 2019')).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(N.explain), 'More');
    await user.click(screen.getByRole('button', { name: N.send }));
    expect(await screen.findByText(N.failed)).toBeVisible();
  });
});
