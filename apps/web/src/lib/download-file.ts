import { apiUrl, toApiError } from './api-client';
import { getToken } from './auth-store';

/**
 * Downloads a file the API answers for the signed-in person (a PDF, a CSV, the data export): fetched with the
 * session's token (a plain link would carry none) and handed to the browser as a download, named as the server's
 * Content-Disposition says, else `fallbackName`. A refusal throws the API's error, for the caller's message.
 */
export async function downloadFile(apiPath: string, fallbackName: string): Promise<void> {
  const res = await fetch(apiUrl(apiPath), {
    headers: { authorization: `Bearer ${getToken() ?? ''}` },
    credentials: 'include',
  });
  if (!res.ok) throw toApiError(res.status, await res.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
