import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatusBadge } from './payment-status-badge';

describe('PaymentStatusBadge (spec §4 "Payment status")', () => {
  it.each([
    ['paid', true],
    ['PAID', true],
    ['Paid', true],
    ['pending', false],
    ['failed', false],
    ['refunded', false],
  ])('%s: green %s', (status, green) => {
    render(<PaymentStatusBadge status={status} />);
    const badge = screen.getByText(status).closest('[data-paid]')!;
    expect(badge).toHaveAttribute('data-paid', String(green));
    expect(badge.className).toContain(green ? 'text-green-800' : 'text-amber-900');
  });
});
