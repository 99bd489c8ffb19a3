import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnHeader } from './column-header';

describe('ColumnHeader', () => {
  it('heads its column for screen readers, in the place the caller gives it', () => {
    render(
      <table>
        <thead>
          <tr>
            <ColumnHeader className="text-right">Views</ColumnHeader>
          </tr>
        </thead>
      </table>,
    );
    const header = screen.getByRole('columnheader', { name: 'Views' });
    expect(header).toHaveAttribute('scope', 'col');
    expect(header).toHaveClass('font-medium', 'text-right');
  });
});
