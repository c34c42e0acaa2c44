import type { QuestionImport } from '@pariksha/contracts/exams-bank';
import { examStaffUrl } from '@pariksha/contracts/exams-paths';
import type { App } from '../../../app';

/* Sending a question-bank file as the console does, and waiting for its import to end. */

type Caller = { headers: Record<string, string> };
const BOUNDARY = 'pariksha-test-boundary';

/** POSTs `file` with the given fields (multipart, the file last). */
export function sendBank(
  app: App,
  who: Caller,
  examId: number,
  fields: Record<string, string>,
  file: Buffer | string,
) {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return app.inject({
    method: 'POST',
    url: examStaffUrl.importQuestions(examId),
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(parts.join('')),
      Buffer.from(
        `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="bank.txt"\r\ncontent-type: text/plain\r\n\r\n`,
      ),
      Buffer.isBuffer(file) ? file : Buffer.from(file),
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });
}

/** The import once its job has ended (done or failed), read as the console reads it. */
export async function importEnded(app: App, who: Caller, examId: number, importId: number) {
  for (;;) {
    const res = await app.inject({
      url: examStaffUrl.questionImport(examId, importId),
      headers: who.headers,
    });
    if (res.statusCode !== 200)
      throw new Error(`import ${importId}: ${res.statusCode} ${res.body}`);
    const found = res.json().data as QuestionImport;
    if (found.status === 'done' || found.status === 'failed') return found;
    // The job is picked up within pg-boss's polling interval (2 s).
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Sends a file that must be accepted (202) and answers the import once it has ended. */
export async function importBank(
  app: App,
  who: Caller,
  examId: number,
  fields: Record<string, string>,
  file: Buffer | string,
) {
  const res = await sendBank(app, who, examId, fields, file);
  if (res.statusCode !== 202) throw new Error(`import refused: ${res.statusCode} ${res.body}`);
  return importEnded(app, who, examId, (res.json().data as QuestionImport).id);
}
