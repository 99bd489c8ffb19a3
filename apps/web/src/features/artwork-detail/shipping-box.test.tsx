import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { ShippingBox } from './shipping-box';

// The artwork page's shipping and returns (issue 34 item 3).
const policy = {
  free: false,
  rates: { city: 50, state: 120, india: 250 },
  processingDays: 3,
  returnsDays: 14,
  source: 'profile',
};
const override = { mode: 'profile', rates: null, processingDays: null, returnsDays: null };
const quote = (pincode: string) => ({
  pincode,
  state: 'Maharashtra',
  zone: 'india',
  amount: 250,
  arrivesFrom: '2026-12-04',
  arrivesBy: '2026-12-07',
});
const routes = [{ path: '/products/:id', element: <ShippingBox artworkId="art-1" /> }];

describe('Shipping box', () => {
  it('without a pincode shows the lowest price, the processing time and the returns policy', async () => {
    mockFetch(() => jsonResponse({ artworkId: 'art-1', policy, override, quote: null }));
    renderRoutes(routes, '/products/art-1');
    expect(await screen.findByText('Shipping from ₹50')).toBeInTheDocument();
    expect(screen.getByText('Ships within 3 days')).toBeInTheDocument();
    expect(screen.getByText('Returns within 14 days of delivery')).toBeInTheDocument();
  });

  it('quotes the pincode typed, with the delivery estimate, and remembers it', async () => {
    const calls = mockFetch((call) => {
      const pincode = new URL(call.url, 'http://kala.test').searchParams.get('pincode');
      return jsonResponse({ artworkId: 'art-1', policy, override, quote: pincode ? quote(pincode) : null });
    });
    renderRoutes(routes, '/products/art-1');
    await userEvent.type(await screen.findByLabelText('Your pincode'), '400001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Shipping ₹250')).toBeInTheDocument();
    expect(screen.getByText('Arrives 4 Dec–7 Dec')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/api/artworks/art-1/shipping?pincode=400001'))).toBe(true);
    expect(localStorage.getItem('kala.pincode')).toBe('400001');
  });

  it('starts from the remembered pincode', async () => {
    localStorage.setItem('kala.pincode', '560001');
    mockFetch((call) => {
      const pincode = new URL(call.url, 'http://kala.test').searchParams.get('pincode');
      return jsonResponse({ artworkId: 'art-1', policy, override, quote: pincode ? quote(pincode) : null });
    });
    renderRoutes(routes, '/products/art-1');
    expect(await screen.findByText(/Shipping to 560001/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your pincode')).toHaveValue('560001');
  });

  it('quotes the ?pincode= a Check sent before the page had loaded, over the remembered one, and remembers it', async () => {
    localStorage.setItem('kala.pincode', '560001');
    const calls = mockFetch((call) => {
      const pincode = new URL(call.url, 'http://kala.test').searchParams.get('pincode');
      return jsonResponse({ artworkId: 'art-1', policy, override, quote: pincode ? quote(pincode) : null });
    });
    renderRoutes(routes, '/products/art-1?pincode=400001');
    expect(await screen.findByText(/Shipping to 400001/)).toBeInTheDocument();
    expect(screen.getByLabelText('Your pincode')).toHaveValue('400001');
    expect(calls.some((call) => call.url.includes('pincode=560001'))).toBe(false);
    expect(localStorage.getItem('kala.pincode')).toBe('400001');
  });

  it('says what is wrong with a pincode, here and from the server', async () => {
    localStorage.setItem('kala.pincode', '999999');
    mockFetch((call) =>
      call.url.includes('pincode=')
        ? jsonResponse({ message: 'Enter a 6-digit Indian pincode', code: 'validation_failed' }, 400)
        : jsonResponse({ artworkId: 'art-1', policy, override, quote: null }),
    );
    renderRoutes(routes, '/products/art-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a 6-digit Indian pincode');
    // The policy still shows.
    expect(await screen.findByText('Ships within 3 days')).toBeInTheDocument();
    const box = screen.getByLabelText('Your pincode');
    await userEvent.clear(box);
    await userEvent.type(box, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 6-digit Indian pincode');
  });
});
