import type { RichTextKind } from '@pariksha/contracts/rich-text';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from './app-error';
import { PLAIN, richTextLimitProblem } from './rich-text-limits';
import { runInWorker, taskFile, WorkerFailure } from './worker-pool';

/*
 * The one way rich text (articles, exam instructions, questions, options, explanations) is stored:
 * each field checked against its limits on this thread (cheap, linear), then sanitised with the
 * shared configuration of contracts/rich-text.ts in a worker thread (rich-text.worker.ts), so
 * that reading HTML never holds up another request. Every refusal is a 400 naming the field.
 */

export type RichTextField = { field: string; html: string; kind: RichTextKind };
export type CleanRichText = { html: string; empty: boolean };

const WORKER = taskFile('rich-text.worker', import.meta.url);
/**
 * Far longer than the largest accepted field takes (about 2 s for 200,000 characters on an idle
 * core; the threads yield to requests, so a busy node takes longer).
 */
const TIMEOUT_MS = 60_000;

const failed = (field: string, reason: WorkerFailure['reason']) =>
  reason === 'busy'
    ? new AppError(
        ErrorCode.SERVICE_UNAVAILABLE,
        'The server is busy reading other text: send it again in a moment',
      )
    : AppError.validation(
        field,
        reason === 'timeout'
          ? 'Could not be read in time: simplify its HTML'
          : 'Too large to read: shorten it or simplify its HTML',
      );

/** The fields sanitised, in their order; refused (400, naming the field) past a limit. */
export async function sanitizeRichTextFields(fields: RichTextField[]): Promise<CleanRichText[]> {
  for (const f of fields) {
    const problem = richTextLimitProblem(f.html, f.kind);
    if (problem) throw AppError.validation(f.field, problem);
  }
  const out: (CleanRichText | null)[] = fields.map((f) =>
    PLAIN.test(f.html) ? { html: f.html, empty: f.html.trim() === '' } : null,
  );
  const marked = fields.filter((_, i) => out[i] === null);
  if (marked.length === 0) return out as CleanRichText[];
  let results: ({ html: string; empty: boolean } | { refused: string })[];
  try {
    results = await runInWorker(
      WORKER,
      marked.map((f) => f.html),
      TIMEOUT_MS,
    );
  } catch (err) {
    if (!(err instanceof WorkerFailure)) throw err;
    // Which field of the task was too much is not known: the longest is the likeliest.
    const longest = marked.reduce((a, b) => (b.html.length > a.html.length ? b : a));
    throw failed(longest.field, err.reason);
  }
  let next = 0;
  return out.map((done, i) => {
    if (done) return done;
    const r = results[next++]!;
    if ('refused' in r) throw AppError.validation(fields[i]!.field, r.refused);
    return r;
  });
}

/** One field sanitised (see sanitizeRichTextFields). */
export async function sanitizeRichText(
  html: string,
  field: string,
  kind: RichTextKind,
): Promise<CleanRichText> {
  return (await sanitizeRichTextFields([{ field, html, kind }]))[0]!;
}
