import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it("draws the screen's one heading, what it is for, and its controls", () => {
    render(
      <PageHeader
        title="Studio"
        subtitle="What people do with your work"
        actions={<button type="button">7 days</button>}
      />,
    );
    const header = screen.getByRole('banner');
    expect(screen.getByRole('heading', { level: 1, name: 'Studio' })).toBeInTheDocument();
    expect(header).toHaveTextContent('What people do with your work');
    expect(screen.getByRole('button', { name: '7 days' })).toBeInTheDocument();
  });

  it('leaves out the line under the title when there is none', () => {
    render(<PageHeader title="Earnings" />);
    expect(screen.getByRole('banner').querySelectorAll('p')).toHaveLength(0);
  });
});
