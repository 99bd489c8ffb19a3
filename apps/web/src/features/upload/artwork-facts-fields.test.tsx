import { type ArtworkFactsForm, EMPTY_FACTS_FORM, factsToForm, EMPTY_FACTS } from '@kala/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ArtworkFactsFields } from './artwork-facts-fields';

function Harness({ initial, onValue }: { initial: ArtworkFactsForm; onValue: (value: ArtworkFactsForm) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ArtworkFactsFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      errors={{ year: 'Year must be a whole year from 1800 to 2026' }}
    />
  );
}

describe('Art facts fields', () => {
  it('edit the value they are given: lists of media and surfaces, the unit, edition numbers only for a limited one', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness initial={EMPTY_FACTS_FORM} onValue={onValue} />);
    const last = () => onValue.mock.calls.at(-1)?.[0] as ArtworkFactsForm;

    expect(screen.getByRole('option', { name: 'Pattachitra' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Watercolour' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Medium'), 'Warli');
    await user.selectOptions(screen.getByLabelText('Surface'), 'Cloth');
    await user.type(screen.getByLabelText('Height'), '30.5');
    await user.selectOptions(screen.getByLabelText('Unit'), 'in');
    await user.click(screen.getByLabelText('Framed'));
    expect(screen.queryByLabelText('Number')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Edition'), 'Limited edition');
    await user.type(screen.getByLabelText('Out of'), '20');
    expect(last()).toMatchObject({
      medium: 'warli',
      surface: 'cloth',
      height: '30.5',
      sizeUnit: 'in',
      framed: true,
      edition: 'limited',
      editionSize: '20',
    });
    // A medium can be cleared again.
    await user.selectOptions(screen.getByLabelText('Medium'), 'Choose…');
    expect(last().medium).toBe('');
    // Messages come from the screen, under their field.
    expect(screen.getByLabelText('Year made')).toHaveAccessibleDescription(
      'Year must be a whole year from 1800 to 2026',
    );
  }, 15_000);

  it("start from an artwork's stored facts (the edit screen)", () => {
    render(
      <Harness
        initial={factsToForm(
          { ...EMPTY_FACTS, medium: 'gond', height: 24, width: 36, sizeUnit: 'in', signed: true },
          'Deer',
        )}
        onValue={() => {}}
      />,
    );
    expect(screen.getByLabelText('Medium')).toHaveValue('gond');
    expect(screen.getByLabelText('Width')).toHaveValue('36');
    expect(screen.getByLabelText('Unit')).toHaveValue('in');
    expect(screen.getByLabelText('Signed by the artist')).toBeChecked();
    expect(screen.getByLabelText('Alt text (what the picture shows)')).toHaveValue('Deer');
  });
});
