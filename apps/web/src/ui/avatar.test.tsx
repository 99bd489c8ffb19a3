import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, avatarColor, initials } from './avatar';

describe('Avatar', () => {
  it('shows the profile image when there is one', () => {
    const { container } = render(<Avatar src="/media/abc-320.webp" username="asha" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/abc-320.webp');
  });

  it('generates an avatar from the username when there is no image: initials on a stable colour', () => {
    const { container } = render(<Avatar src={null} username="asha" name="Asha Rao" alt="asha" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'asha' })).toHaveTextContent('AR');
    expect(avatarColor('asha')).toBe(avatarColor('asha'));
    expect(avatarColor('asha')).not.toBe(avatarColor('ravi'));
  });

  it('falls back to the generated avatar when the image fails to load', () => {
    const { container } = render(<Avatar src="/media/gone.webp" username="ravi" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('RA');
  });

  it('initials: first and last name, else the start of the username', () => {
    expect(initials('asha', 'Asha Devi Rao')).toBe('AR');
    expect(initials('asha', 'Asha')).toBe('AS');
    expect(initials('k.v_99')).toBe('KV');
    expect(initials('__')).toBe('?');
  });
});
