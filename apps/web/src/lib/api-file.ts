import { answerOf, ApiError, readBody } from './api-client';

/** A file the API answers (a PDF) with the name its Content-Disposition gives; failures throw ApiError. Apart from the API client: only app screens download files. */
export async function apiFile(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await answerOf(path, { headers: { accept: '*/*' } });
  if (!response.ok) throw new ApiError({ kind: 'response', status: response.status, body: await readBody(response) });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** Downloads a file the API answers, saved under the name it gives (else `fallbackName`). */
export async function downloadApiFile(path: string, fallbackName: string): Promise<void> {
  const { blob, fileName } = await apiFile(path);
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}
