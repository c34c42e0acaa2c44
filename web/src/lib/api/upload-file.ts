import type { Upload } from '@pariksha/contracts/admin';
import { AdminPaths, type UploadKind } from '@pariksha/contracts/admin-paths';
import { ApiError, apiHeaders, readApiError } from '@/lib/api-client';

/**
 * Sends a file for the console's content with its progress (0–1) as it goes; a failed upload
 * starts again from the start when retried. The server checks the kind by the file's bytes.
 * (XMLHttpRequest: fetch reports no upload progress.)
 */
export function uploadFile(
  kind: UploadKind,
  file: File,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', AdminPaths.uploads);
    for (const [name, value] of Object.entries(apiHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        /* not JSON: reported below */
      }
      if (xhr.status === 200) resolve((body as { data: Upload }).data);
      else reject(readApiError(xhr.status, body));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, 'NETWORK_ERROR', 'The upload stopped. Check the connection and retry.'),
      );
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file);
    xhr.send(form);
  });
}
