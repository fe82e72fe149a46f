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
  const res = await fetch(url, { headers: { authorization: `Bearer ${currentToken() ?? ''}` } });
  if (!res.ok) throw new ApiError(res.status, await res.json());
  const given = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1];
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await res.blob());
  link.download = options.name ?? given ?? options.fallbackName;
  link.click();
  URL.revokeObjectURL(link.href);
}
