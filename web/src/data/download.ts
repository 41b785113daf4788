/**
 * File downloads of dataaccess answers (CSV exports, 02 §7 Reports): fetched through the
 * gateway with the user's session and zone like every call, then saved under the spec's
 * file name.
 */
import { callPath, type CallParams, type CallQuery, type CallSpec } from '../../../domain';
import { ApiError, apiUrl, readEnvelope, zoneHeader } from './api';

/** How long a saved file's object URL lives: the browser has begun the download by then. */
const OBJECT_URL_MS = 60_000;

/**
 * The file a dataaccess call answers. A refusal or failure (an envelope) throws as callApi
 * does, after its redirects; an envelope where a file was expected throws too.
 */
export async function fetchApiFile<C extends CallSpec & { readonly method: 'GET' }>(
  spec: C,
  params: CallParams<C>,
  query: CallQuery<C>,
): Promise<Blob> {
  const path = callPath(spec, params);
  const response = await fetch(apiUrl(path, query), {
    credentials: 'same-origin',
    headers: zoneHeader(),
  });
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.startsWith('application/json')) return response.blob();
  await readEnvelope(response);
  throw new ApiError(`${path} answered no file`, response.status, null);
}

/** Saves a blob as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, OBJECT_URL_MS);
}
