import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteAnswer } from '../../lib/offline-copy';
import { OfflineBanner } from './offline-banner';

afterEach(() => {
  act(() => noteAnswer(new Response('{}')));
  vi.useRealTimers();
});

describe('OfflineBanner', () => {
  it('is absent online, and says when the copy on screen was made', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-29T10:00:00+05:30'), toFake: ['Date'] });
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => noteAnswer(new Response('{}', { headers: { 'X-Kala-Copy-Of': 'Sun, 29 Nov 2026 03:12:00 GMT' } })));
    // The time of day in the reader's zone (the test machine's), a copy from today without the date.
    expect(screen.getByRole('status')).toHaveTextContent(
      /You are offline: this is what you saw at \d{1,2}:\d{2}\s[ap]m\./,
    );
    act(() => noteAnswer(new Response('{}', { headers: { 'X-Kala-Copy-Of': 'Tue, 24 Nov 2026 03:12:00 GMT' } })));
    expect(screen.getByRole('status')).toHaveTextContent(/you saw at 24 Nov,? \d{1,2}:\d{2}\s[ap]m\./);
  });

  it('says only that the browser is offline while nothing on screen is a copy', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.It updates when you are back online.');
    onLine.mockRestore();
  });
});
