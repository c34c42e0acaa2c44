import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminMe, Upload } from '@pariksha/contracts/admin';
import type { QuestionImport } from '@pariksha/contracts/admin-exams';
import { adminUrl, AdminPaths, type UploadKind } from '@pariksha/contracts/admin-paths';
import { api, apiHeaders, readApiError, ApiError, type RequestOptions } from '@/lib/api-client';
import { freshGet } from '@/lib/query-client';

/** The console's reads: always current (staff edit what they just read). */
export const useAdminGet = <T>(
  path: string | null,
  pollWhile?: (data: T) => boolean,
  everyMs = 3000,
) =>
  useQuery({
    ...freshGet<T>(['admin', path], path ?? ''),
    enabled: path !== null,
    // Read again every few seconds while something is under way (a video's renditions).
    refetchInterval: (q) =>
      pollWhile && q.state.data && pollWhile(q.state.data) ? everyMs : false,
  });

/** The caller's own role: the console shows itself only to staff. */
export const useMe = () => useAdminGet<AdminMe>(adminUrl.me());

/** A write; answers the response's `data`. */
export async function send<T = unknown>(
  path: string,
  method: NonNullable<RequestOptions['method']>,
  body?: unknown,
): Promise<T> {
  const json = await api<{ data: T }>(path, { method, body });
  return json?.data as T;
}

/** Re-reads every console query after a change (lists show counts of other lists). */
export function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['admin'] });
}

/**
 * Sends a file with its progress (0–1) as it goes; a failed upload starts again from the start
 * when retried. The server checks the kind by the file's bytes.
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

/**
 * Sends a question-bank file, for a dry run or the real import: the server answers at once with
 * the import, which a background job then reads (follow it with useQuestionImport).
 */
export async function importBank(
  examId: number,
  file: File,
  fields: { format: string; dryRun: boolean; onlyValid: boolean; sectionId?: number },
) {
  const form = new FormData();
  form.append('format', fields.format);
  form.append('dryRun', String(fields.dryRun));
  form.append('onlyValid', String(fields.onlyValid));
  if (fields.sectionId) form.append('sectionId', String(fields.sectionId));
  form.append('file', file);
  return send<QuestionImport>(adminUrl.importQuestions(examId), 'POST', form);
}

const underWay = (i: QuestionImport) => i.status === 'queued' || i.status === 'running';

/** An import as its job gets on with it: read again every second until it has ended. */
export const useQuestionImport = (examId: number, importId: number | null) =>
  useAdminGet<QuestionImport>(
    importId === null ? null : adminUrl.questionImport(examId, importId),
    underWay,
    1000,
  );

/** Saves a file the API sends (it needs the session's header, so a plain link cannot). */
export async function download(path: string, filename: string) {
  const res = await fetch(path, { headers: apiHeaders() });
  if (!res.ok) throw readApiError(res.status, await res.json().catch(() => null));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
