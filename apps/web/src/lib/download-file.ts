import { ApiError } from './api-client';
import { currentToken } from './session';

/**
 * Downloads a file the console asks the API for (a CSV export): a fetch rather than a link,
 * because the token travels in a header. Saved under `name` when given, else under the name
 * the server gives (Content-Disposition), else `fallbackName`. A refusal throws its ApiError.
 */
export async function downloadFile(
  url: string,
  options: { name?: string; fallbackName: string },
): Promise<void> {
  const file = await fetchFile(url);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file.blob);
  link.download = options.name ?? file.name ?? options.fallbackName;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** The file at `url`, fetched with the token, and the name the server gives it if any. */
export async function fetchFile(url: string): Promise<{ blob: Blob; name: string | undefined }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${currentToken() ?? ''}` } });
  if (!res.ok) throw new ApiError(res.status, await res.json());
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  return { blob: await res.blob(), name };
}
