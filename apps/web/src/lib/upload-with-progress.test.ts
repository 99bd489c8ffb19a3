import { describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../test/fixtures';
import { uploadWithProgress } from './upload-with-progress';

/** Just enough of XMLHttpRequest to drive uploadWithProgress. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  body: unknown;
  private listeners: Record<string, Array<(event?: unknown) => void>> = {};
  upload = {
    listeners: [] as Array<(event: ProgressEvent) => void>,
    addEventListener: (_type: string, listener: (event: ProgressEvent) => void) => this.upload.listeners.push(listener),
  };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners[type] = [...(this.listeners[type] ?? []), listener];
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    for (const listener of this.upload.listeners) {
      listener({ lengthComputable: true, loaded, total } as ProgressEvent);
    }
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    for (const listener of this.listeners.load ?? []) listener();
  }
}

describe('uploadWithProgress', () => {
  it('sends the form with the bearer token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const token = fakeToken({ sub: 'asha' });
    localStorage.setItem('token', token);
    const progress: number[] = [];
    const form = new FormData();
    const done = uploadWithProgress('/auth/artworks', form, { onProgress: (fraction) => progress.push(fraction) });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/auth/artworks');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers.Authorization).toBe(`Bearer ${token}`);
    expect(xhr.body).toBe(form);
    xhr.progress(50, 100);
    xhr.respond(201, { id: 'a1' });
    await expect(done).resolves.toEqual({ id: 'a1' });
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the same ApiError shape', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const done = uploadWithProgress('/auth/artworks', new FormData());
    FakeXhr.last.respond(413, { message: 'The upload is too large', code: 'payload_too_large' });
    await expect(done).rejects.toMatchObject({
      status: 413,
      code: 'payload_too_large',
      message: 'The upload is too large',
    });
  });
});
