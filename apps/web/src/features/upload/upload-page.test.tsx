import type { Artwork } from '@kala/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { UploadOptions } from '../../lib/upload-with-progress';
import { deferred, fakeToken, jsonResponse, mockFetch } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { UploadPage } from './upload-page';

const upload = vi.hoisted(() => ({
  fn: vi.fn<(path: string, body: FormData, options?: UploadOptions<unknown>) => Promise<unknown>>(),
}));

vi.mock('../../lib/upload-with-progress', () => ({ uploadWithProgress: upload.fn }));

const routes = [
  { path: '/upload', element: <UploadPage /> },
  { path: '/products/:id', element: <p>Artwork page</p> },
];

type User = ReturnType<typeof userEvent.setup>;

const image = (name: string, type = 'image/png', size = 1024) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

/** The error message shown under a field, read through the field's aria-describedby. */
function fieldError(label: string): string {
  const describedBy = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return describedBy
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Upload Artwork' }));
const pickImages = (user: User, files: File[]) => user.upload(screen.getByLabelText(/^Images/), files);

async function fillValid(user: User) {
  await pickImages(user, [image('lotus.png'), image('pond.jpg', 'image/jpeg')]);
  await user.type(screen.getByLabelText('Title'), 'Lotus pond');
  await user.type(screen.getByLabelText('Description'), 'Watercolour on handmade paper');
  await user.selectOptions(screen.getByLabelText('Category'), 'Painting');
  await user.type(screen.getByLabelText(/^Tags/), 'lotus, , pond ,');
}

beforeEach(() => {
  localStorage.setItem('token', fakeToken({ sub: 'asha' }));
  upload.fn.mockReset();
  // jsdom has no object URLs; the previews only need a distinct string each.
  let next = 0;
  URL.createObjectURL = () => `blob:preview-${++next}`;
  URL.revokeObjectURL = () => {};
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('Upload page', () => {
  it('shows the form schema messages of docs/product.md#validation-rules when sent empty, and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    expect(screen.getByRole('heading', { name: 'Upload Artwork' })).toBeInTheDocument();
    expect(
      screen.getByText('Up to 5 images, 5 MB each. Supported formats: JPG, PNG, WebP, GIF, AVIF'),
    ).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(fieldError('Description')).toBe('Description is required');
    expect(fieldError('Category')).toBe('Category is required');
    expect(fieldError('Tags')).toContain('At least one tag is required for better search');
    expect(screen.getByText('At least one image is required')).toBeInTheDocument();
    expect(upload.fn).not.toHaveBeenCalled();
  });

  it('shows price and quantity only when for sale, with the input limits of docs/product.md#validation-rules', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    expect(screen.queryByLabelText('Price (₹)')).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('This artwork is for sale'));
    const price = screen.getByLabelText('Price (₹)');
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('min', '1');
  });

  it('for sale: price and quantity are required, quantity above 0, price above 0', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    await fillValid(user);
    await user.click(screen.getByLabelText('This artwork is for sale'));
    await submit(user);
    expect(await screen.findByText('Price and quantity are required when the artwork is for sale')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Price (₹)'), '0');
    await user.type(screen.getByLabelText('Quantity'), '0');
    await submit(user);
    await waitFor(() => expect(fieldError('Quantity')).toBe('Quantity must be greater than 0'));

    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '2');
    await submit(user);
    await waitFor(() => expect(fieldError('Price (₹)')).toBe('Please enter a valid price'));
    expect(upload.fn).not.toHaveBeenCalled();
  });

  it('refuses unsupported files by name and keeps the supported ones', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderRoutes(routes, '/upload');
    await pickImages(user, [image('scan.bmp', 'image/bmp'), image('lotus.png'), image('notes.txt', 'text/plain')]);
    expect(
      screen.getByText(
        'The following files are not supported: scan.bmp, notes.txt. Supported formats: JPG, PNG, WebP, GIF, AVIF',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'lotus.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'scan.bmp' })).not.toBeInTheDocument();
  });

  it('takes at most 5 images, and refuses images over 5 MB', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    await pickImages(
      user,
      [1, 2, 3, 4, 5, 6].map((n) => image(`art-${n}.png`)),
    );
    expect(screen.getByText('You can upload a maximum of 5 images')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove art-/ })).toHaveLength(5);
    expect(screen.getByLabelText(/^Images/)).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove art-1.png' }));
    expect(screen.queryByRole('img', { name: 'art-1.png' })).not.toBeInTheDocument();
    await pickImages(user, [image('huge.png', 'image/png', 6 * 1024 * 1024)]);
    expect(screen.getByText(/larger than 5 MB: huge\.png/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(4);
  });

  it('shows the tags as chips: comma separated, trimmed, empties dropped', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    await user.type(screen.getByLabelText(/^Tags/), ' madhubani ,, folk art,');
    const chips = screen.getAllByRole('listitem').map((chip) => chip.textContent);
    expect(chips).toEqual(['madhubani', 'folk art']);
  });

  it('sends the multipart body of docs/product.md#api-calls with progress, then clears the form and links the artwork', async () => {
    const answer = deferred<unknown>();
    upload.fn.mockImplementation((_path, _body, options) => {
      options?.onProgress?.(0.4);
      return answer.promise;
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    await fillValid(user);
    await submit(user);

    const button = await screen.findByRole('button', { name: 'Uploading...' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    const [path, body] = upload.fn.mock.calls[0]!;
    expect(path).toBe('/auth/artworks');
    expect(body.getAll('files').map((file) => (file as File).name)).toEqual(['lotus.png', 'pond.jpg']);
    expect([body.get('tags[0]'), body.get('tags[1]'), body.get('tags[2]')]).toEqual(['lotus', 'pond', null]);
    expect(body.get('title')).toBe('Lotus pond');
    expect(body.get('category')).toBe('Painting');
    // Not for sale: price 0 and quantity 1 (docs/product.md#validation-rules), all as strings.
    expect([body.get('price'), body.get('quantity'), body.get('forSale')]).toEqual(['0', '1', 'false']);

    answer.resolve({ id: 'new-art' } as Artwork);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Artwork uploaded successfully!');
    expect(within(done).getByRole('link', { name: 'View artwork' })).toHaveAttribute('href', '/products/new-art');
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByLabelText(/^Tags/)).toHaveValue('');
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Upload Artwork' })).toBeEnabled();
  });

  it('sends price and quantity when for sale', async () => {
    upload.fn.mockResolvedValue({ id: 'new-art' });
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    await fillValid(user);
    await user.click(screen.getByLabelText('This artwork is for sale'));
    await user.type(screen.getByLabelText('Price (₹)'), '2499.50');
    await user.type(screen.getByLabelText('Quantity'), '3');
    await submit(user);
    await waitFor(() => expect(upload.fn).toHaveBeenCalled());
    const body = upload.fn.mock.calls[0]![1];
    expect([body.get('price'), body.get('quantity'), body.get('forSale')]).toEqual(['2499.5', '3', 'true']);
  });

  it('shows the server message on failure, else the spec fallback, and keeps the form', async () => {
    upload.fn
      .mockRejectedValueOnce(new ApiError(413, { message: 'The upload is too large', code: 'payload_too_large' }))
      .mockRejectedValueOnce(new ApiError(0));
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText('The upload is too large')).toBeInTheDocument();
    await submit(user);
    expect(await screen.findByText('Failed to upload artwork. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Lotus pond');
  });

  it('sends the art facts and the picture description with the upload, and shows their messages first', async () => {
    upload.fn.mockResolvedValue({ id: 'new-art' });
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Medium'), 'Madhubani');
    await user.selectOptions(screen.getByLabelText('Surface'), 'Handmade paper');
    await user.type(screen.getByLabelText('Height'), '61');
    await user.type(screen.getByLabelText('Year made'), '1700');
    await user.selectOptions(screen.getByLabelText('Edition'), 'Limited edition');
    await user.type(screen.getByLabelText('Number'), '9');
    await user.type(screen.getByLabelText('Out of'), '5');
    await submit(user);
    expect(fieldError('Width')).toBe('Enter both the height and the width');
    expect(fieldError('Year made')).toMatch(/^Year must be a whole year from 1800 to \d{4}$/);
    expect(fieldError('Number')).toBe('The number cannot be more than the size of the edition');
    expect(upload.fn).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Width'), '91');
    await user.clear(screen.getByLabelText('Year made'));
    await user.type(screen.getByLabelText('Year made'), '2024');
    await user.clear(screen.getByLabelText('Number'));
    await user.type(screen.getByLabelText('Number'), '3');
    await user.click(screen.getByLabelText('Signed by the artist'));
    await user.type(screen.getByLabelText('Alt text (what the picture shows)'), 'Two fish around a lotus');
    await submit(user);
    await waitFor(() => expect(upload.fn).toHaveBeenCalledTimes(1));
    const [, body] = upload.fn.mock.calls[0]!;
    expect(
      Object.fromEntries(
        [
          'medium',
          'surface',
          'height',
          'width',
          'depth',
          'sizeUnit',
          'year',
          'edition',
          'editionNumber',
          'editionSize',
          'framed',
          'signed',
          'altText',
        ].map((key) => [key, body.get(key)]),
      ),
    ).toEqual({
      medium: 'madhubani',
      surface: 'handmade_paper',
      height: '61',
      width: '91',
      depth: '',
      sizeUnit: 'cm',
      year: '2024',
      edition: 'limited',
      editionNumber: '3',
      editionSize: '5',
      framed: 'false',
      signed: 'true',
      altText: 'Two fish around a lotus',
    });
    // Many fields typed key by key: more than the default 5 s on a busy machine.
  }, 20_000);

  it("shows the server's messages for the facts under their fields", async () => {
    upload.fn.mockRejectedValue(
      new ApiError(400, {
        message: 'Please choose a medium from the list',
        code: 'validation_failed',
        fields: { medium: 'Please choose a medium from the list' },
      }),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    await fillValid(user);
    await submit(user);
    await waitFor(() => expect(fieldError('Medium')).toBe('Please choose a medium from the list'));
  });

  it('shows what the artist receives at the price typed, after the fee the server answers (rounded half up)', async () => {
    const calls = mockFetch((call) =>
      call.url === '/api/fees' ? jsonResponse({ feePercent: 12.5, feeBasisPoints: 1250 }) : jsonResponse({}, 404),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/upload');
    await user.click(screen.getByLabelText('This artwork is for sale'));
    expect(screen.queryByText(/You receive/)).not.toBeInTheDocument();
    // 12.5% of ₹999.99 is 12499.875 paise → ₹125; the artist receives ₹874.99.
    await user.type(screen.getByLabelText('Price (₹)'), '999.99');
    expect(await screen.findByText('You receive ₹874.99')).toBeInTheDocument();
    expect(screen.getByText(/after Kala's fee of 12.5% \(₹125\)/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/fees')).toHaveLength(1);
  });
});
