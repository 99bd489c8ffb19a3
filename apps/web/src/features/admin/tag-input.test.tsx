import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from './tag-input';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  const [draft, setDraft] = useState('');
  return (
    <>
      <TagInput id="tags" value={tags} onChange={setTags} draft={draft} onDraftChange={setDraft} />
      <output data-testid="tags">{tags.join(' ')}</output>
    </>
  );
}

const tags = () => screen.getByTestId('tags').textContent;
const field = () => screen.getByRole('textbox');

describe('admin tag input (docs/product.md#validation-rules)', () => {
  it('adds a tag on comma and on Enter, with one leading #', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), 'madhubani,');
    expect(tags()).toBe('#madhubani');
    expect(field()).toHaveValue('');
    await user.type(field(), 'folk art{Enter}');
    expect(tags()).toBe('#madhubani #folk art');
  });

  it('keeps exactly one leading # and trims spaces', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '  ###peacock  ,#kerala{Enter}');
    expect(tags()).toBe('#peacock #kerala');
  });

  it('ignores empty tags', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), ',  ,#,{Enter}');
    expect(tags()).toBe('');
  });

  it('does not add a duplicate', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['#silk']} />);
    await user.type(field(), 'silk,#silk{Enter}');
    expect(tags()).toBe('#silk');
  });

  it('a pasted comma-separated list adds every tag; the text after the last comma stays typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(field());
    await user.paste('ikat, handloom,ikat, tablerun');
    expect(tags()).toBe('#ikat #handloom');
    expect(field()).toHaveValue(' tablerun');
  });

  it('Enter does not submit the form around it', async () => {
    const user = userEvent.setup();
    let submitted = false;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <Harness />
      </form>,
    );
    await user.type(field(), 'gift{Enter}');
    expect(tags()).toBe('#gift');
    expect(submitted).toBe(false);
  });

  it('removes a chip with its button, and the last one with Backspace in the empty field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['#a', '#b', '#c']} />);
    await user.click(screen.getByRole('button', { name: 'Remove tag #b' }));
    expect(tags()).toBe('#a #c');
    await user.type(field(), '{Backspace}');
    expect(tags()).toBe('#a');
  });
});
