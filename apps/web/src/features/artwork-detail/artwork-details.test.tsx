import { EMPTY_FACTS } from '@kala/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArtworkDetails } from './artwork-details';

/** The Details list as label → value pairs, in order. */
function rows(): [string, string][] {
  const list = screen.getByRole('region', { name: 'Details' });
  const terms = within(list).getAllByRole('term');
  return terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('Details of an artwork', () => {
  it('shows the facts given, the size in both units, a limited edition numbered', () => {
    render(
      <ArtworkDetails
        facts={{
          ...EMPTY_FACTS,
          medium: 'madhubani',
          surface: 'handmade_paper',
          height: 61,
          width: 91,
          sizeUnit: 'cm',
          weightGrams: 1250,
          year: 2024,
          framed: false,
          signed: true,
          edition: 'limited',
          editionNumber: 3,
          editionSize: 50,
        }}
      />,
    );
    expect(rows()).toEqual([
      ['Medium', 'Madhubani'],
      ['Surface', 'Handmade paper'],
      ['Size', '61 × 91 cm (24 × 36 in)'],
      ['Weight', '1.25 kg'],
      ['Year made', '2024'],
      ['Edition', 'Limited edition, 3 of 50'],
      ['Framed', 'No'],
      ['Signed by the artist', 'Yes'],
    ]);
  });

  it('leaves out what the artist did not give, and shows nothing without facts', () => {
    const { unmount } = render(
      <ArtworkDetails facts={{ ...EMPTY_FACTS, height: 24, width: 36, depth: 1.5, sizeUnit: 'in', edition: 'open' }} />,
    );
    expect(rows()).toEqual([
      ['Size', '24 × 36 × 1.5 in (61 × 91 × 4 cm)'],
      ['Edition', 'Open edition'],
    ]);
    unmount();
    const { container } = render(<ArtworkDetails facts={EMPTY_FACTS} />);
    expect(container).toBeEmptyDOMElement();
  });
});
