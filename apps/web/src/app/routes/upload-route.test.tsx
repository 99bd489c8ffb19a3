import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-routes';
import { UploadRoute } from './upload-route';

const routes = [
  { path: '/upload', element: <UploadRoute /> },
  { path: '/auth/login', element: <p>Login page</p> },
];

describe('/upload', () => {
  it('signed out: says why and goes to login, to come back afterwards', async () => {
    const { router } = renderRoutes(routes, '/upload');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=%2Fupload');
    expect(await screen.findByText('Please log in to upload artwork')).toBeInTheDocument();
  });

  it('signed in: the upload form', () => {
    localStorage.setItem('token', fakeToken({ sub: 'asha' }));
    renderRoutes(routes, '/upload');
    expect(screen.getByRole('heading', { name: 'Upload Artwork' })).toBeInTheDocument();
  });
});
