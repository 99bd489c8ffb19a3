import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { VerifyPage } from './verify-page';

const answer = {
  genuine: true,
  signatureValid: true,
  revoked: false,
  certificate: {
    number: 'KALA-2026-7KQ3-M9TX',
    artworkId: 'art-1',
    title: 'Monsoon Ghats',
    artistName: 'Ananya Iyer',
    artistUsername: 'ananya_iyer',
    medium: 'oil',
    size: '61 × 91 cm (24 × 36 in)',
    year: 2024,
    imageHash: null,
    saleDate: '2026-11-29',
    buyerName: null,
    keyId: '0123456789abcdef',
  },
  signature: 'sig',
  imageUrl: '/media/abc-640.webp',
  issuedAt: '2026-11-29T06:00:00.000Z',
};

function renderVerify(number = 'KALA-2026-7KQ3-M9TX') {
  renderRoutes([{ path: '/verify/:number', element: <VerifyPage number={number} /> }], `/verify/${number}`);
}

describe('the public verify page', () => {
  it('says genuine and what it certifies, without an owner unless the buyer chose', async () => {
    const calls = mockFetch(() => jsonResponse(answer));
    renderVerify();
    expect(
      await screen.findByRole('heading', { name: 'Genuine: this certificate was issued by Kala' }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/certificates/KALA-2026-7KQ3-M9TX');
    expect(screen.getByText('Ananya Iyer (@ananya_iyer)')).toBeInTheDocument();
    expect(screen.getByText('Oil')).toBeInTheDocument();
    expect(screen.getByText('61 × 91 cm (24 × 36 in)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Monsoon Ghats' })).toHaveAttribute('src', '/media/abc-640.webp');
    expect(screen.queryByText('Owner')).toBeNull();
  });

  it('says revoked for a cancelled sale, and not valid when the signature fails', async () => {
    mockFetch(() => jsonResponse({ ...answer, genuine: false, revoked: true }));
    renderVerify();
    expect(await screen.findByRole('heading', { name: /^Revoked/ })).toBeInTheDocument();
  });

  it('says not valid, and shows nothing it would certify, when the signature fails', async () => {
    mockFetch(() => jsonResponse({ ...answer, genuine: false, signatureValid: false }));
    renderVerify();
    expect(await screen.findByRole('heading', { name: /^Not valid/ })).toBeInTheDocument();
    expect(screen.queryByText('Ananya Iyer (@ananya_iyer)')).toBeNull();
  });

  it('says "Not a Kala certificate" for an unknown number', async () => {
    mockFetch(() => jsonResponse({ code: 'not_found', message: 'Not a Kala certificate' }, 404));
    renderVerify('KALA-2026-0000-0000');
    expect(await screen.findByRole('heading', { name: 'Not a Kala certificate' })).toBeInTheDocument();
  });
});
