import type { Studio } from '@kala/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { fakeStudio } from '../../test/studio-fixtures';
import { renderRoutes } from '../../test/render-routes';
import { studioRange } from './studio.api';
import { StudioPage } from './studio-page';

// The chart is recharts (measured by the browser's layout, which jsdom has not): stood in for by the days it
// is given, so the test sees what it would draw.
vi.mock('./studio-chart', () => ({
  StudioChart: ({ data }: { data: Studio['perDay'] }) => (
    <ol aria-label="chart">
      {data.map((day) => (
        <li key={day.date}>{`${day.date}: ${day.views} views, ₹${day.revenue}`}</li>
      ))}
    </ol>
  ),
}));

const routes = [{ path: '/me/studio', element: <StudioPage /> }];

describe('artist studio', () => {
  it('shows each figure with its change against the previous period, the chart, my artworks and what to ship', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch(() => jsonResponse(fakeStudio()));
    renderRoutes(routes, '/me/studio');
    expect(screen.getByText('Loading your studio...')).toBeInTheDocument();

    const figures = await screen.findByRole('region', { name: 'vs previous period' });
    const views = within(figures).getByText('Views').closest('div')?.parentElement as HTMLElement;
    expect(views).toHaveTextContent('120');
    expect(views).toHaveTextContent('+20%');
    expect(views).toHaveTextContent('Previous period: 100');
    expect(within(figures).getByText('Likes').closest('div')?.parentElement).toHaveTextContent('−25%');
    expect(within(figures).getByText('Saves').closest('div')?.parentElement).toHaveTextContent('No change');
    expect(within(figures).getByText('Comments').closest('div')?.parentElement).toHaveTextContent('New');
    const revenue = within(figures).getByText('Revenue').closest('div')?.parentElement as HTMLElement;
    expect(revenue).toHaveTextContent('₹4,100.50');
    expect(revenue).toHaveTextContent('Previous period: ₹800');

    expect(within(screen.getByLabelText('chart')).getAllByRole('listitem')).toHaveLength(2);

    const table = screen.getByRole('region', { name: 'My artworks' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Monsoon Ghats');
    expect(rows[1]).toHaveTextContent('2%');
    expect(rows[1]).toHaveTextContent('Sold out');
    expect(rows[2]).toHaveTextContent('—');
    expect(within(rows[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/products/art-1');

    const toShip = screen.getByRole('region', { name: 'Sales to ship' });
    expect(toShip).toHaveTextContent('1 order waiting to be shipped');
    expect(toShip).toHaveTextContent('to @ravi');
    expect(within(toShip).getByRole('link', { name: /Open Sales/ })).toHaveAttribute('href', '/me/sales');

    // 30 IST days by default, asked as from/to.
    const { from, to } = studioRange(30);
    expect(calls[0]?.url).toBe(`/api/auth/studio?from=${from}&to=${to}`);
  });

  it('switches the period: asks for the last 7 days and keeps it in the address', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    const calls = mockFetch(() => jsonResponse(fakeStudio()));
    renderRoutes(routes, '/me/studio');
    await screen.findByRole('region', { name: 'My artworks' });
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const { from, to } = studioRange(7);
    await vi.waitFor(() => expect(calls.map((call) => call.url)).toContain(`/api/auth/studio?from=${from}&to=${to}`));
  });

  it('an artist without artworks is invited to upload one', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch(() => jsonResponse(fakeStudio({ artworks: [] })));
    renderRoutes(routes, '/me/studio');
    expect(await screen.findByText('Your studio is waiting for your first artwork')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Artwork' })).toHaveAttribute('href', '/upload');
    expect(screen.queryByRole('button', { name: '7 days' })).not.toBeInTheDocument();
  });

  it('says when the studio failed to load, with a retry', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch(() => jsonResponse({ message: 'Bad input', code: 'validation_error' }, 400));
    renderRoutes(routes, '/me/studio');
    expect(await screen.findByText('Failed to load your studio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });

  it('a quiet period says so instead of an empty chart', async () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    mockFetch(() => jsonResponse(fakeStudio({ perDay: [{ date: '2026-03-01', views: 0, orders: 0, revenue: 0 }] })));
    renderRoutes(routes, '/me/studio');
    expect(await screen.findByText('No views or sales in this period yet')).toBeInTheDocument();
  });
});
