import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatusBadge } from './payment-status-badge';

describe('PaymentStatusBadge (issue 35)', () => {
  it('says the status in words of the texts (translated), not the raw value', () => {
    render(<PaymentStatusBadge status="pending" />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    render(<PaymentStatusBadge status="paid" />);
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });
});
