import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FormPicture, pickedPicture, useArtworkPictures } from './artwork-form';

const revoked: string[] = [];
let next = 0;

beforeEach(() => {
  revoked.length = 0;
  URL.createObjectURL = () => `blob:picked-${++next}`;
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
  };
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

const file = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
const onTheArtwork: FormPicture = { id: 'image-1', url: 'https://cdn.example/1.jpg', file: null };

describe('useArtworkPictures', () => {
  it('tells the form the pictures’ ids in order, and revokes a removed picked file’s URL (never an artwork’s)', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useArtworkPictures<FormPicture>([onTheArtwork], onChange));
    const picked = pickedPicture(file('a.jpg'));

    act(() => result.current.change([...result.current.pictures, picked]));
    expect(onChange).toHaveBeenLastCalledWith(['image-1', picked.id]);

    act(() => result.current.remove('image-1'));
    expect(revoked).toEqual([]);
    expect(onChange).toHaveBeenLastCalledWith([picked.id]);

    act(() => result.current.remove(picked.id));
    expect(revoked).toEqual([picked.url]);
    expect(result.current.pictures).toEqual([]);
  });

  it('revokes the picked files’ URLs when cleared (without telling the form) and on leaving', () => {
    const onChange = vi.fn();
    const { result, unmount } = renderHook(() => useArtworkPictures<FormPicture>([onTheArtwork], onChange));
    const first = pickedPicture(file('a.jpg'));
    const second = pickedPicture(file('b.jpg'));

    act(() => result.current.change([onTheArtwork, first]));
    onChange.mockClear();
    act(() => result.current.clear());
    expect(revoked).toEqual([first.url]);
    expect(result.current.pictures).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();

    act(() => result.current.change([onTheArtwork, second]));
    unmount();
    expect(revoked).toEqual([first.url, second.url]);
  });
});
