import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

describe('QuantityStepper (cart quantity buttons)', () => {
  it('decrease is disabled at 1: a line cannot go below one', () => {
    render(<QuantityStepper value={1} max={5} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Quantity' })).toHaveTextContent('1');
  });

  it('increase is disabled at the stock: a line cannot ask for more than there is', () => {
    render(<QuantityStepper value={3} max={3} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();
  });

  it('both are disabled for a single piece in stock', () => {
    render(<QuantityStepper value={1} max={1} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('asks for one more or one less', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<QuantityStepper value={2} max={4} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
  });

  it('disabled as a whole while the line cannot change', () => {
    render(<QuantityStepper value={2} max={4} onChange={() => {}} disabled />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
  });
});
