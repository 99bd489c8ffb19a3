// Multipart uploads with progress, for the upload screen. Apart from api-client.ts, which every page downloads
// first, because only that screen sends them.

import type { z } from 'zod';
import { ApiError, apiUrl, handleUnauthorized, toApiError } from './api-client';
import { getToken } from './auth-store';

export interface UploadOptions<T> {
  method?: 'POST' | 'PUT' | 'PATCH';
  /** Called with the fraction sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  schema?: z.ZodType<T>;
}

/**
 * Sends multipart form data with upload progress, which fetch cannot report. Same headers, errors and
 * session handling as apiRequest.
 */
export function uploadWithProgress<T = unknown>(
  path: string,
  formData: FormData,
  { method = 'POST', onProgress, signal, schema }: UploadOptions<T> = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const token = getToken();
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = xhr.responseText;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        handleUnauthorized(xhr.status, token, {});
        reject(toApiError(xhr.status, data));
        return;
      }
      onProgress?.(1);
      try {
        resolve(schema ? schema.parse(data) : (data as T));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new ApiError(0));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(signal?.reason ?? new DOMException('The upload was aborted', 'AbortError'));
    });
    xhr.send(formData);
  });
}
