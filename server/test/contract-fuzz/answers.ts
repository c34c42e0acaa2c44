import { ErrorCode, FieldIssueSchema } from '@pariksha/contracts/errors';
import type { FuzzRequest } from './requests';

const ERROR_CODES = new Set<string>(Object.values(ErrorCode));

/** What is wrong with an answer, or null. */
export function problemWith(req: FuzzRequest, status: number, body: string, type: unknown) {
  if (status >= 500) return `${status}`;
  if (req.refused && status < 400) return `${status}: accepted what its schema refuses`;
  if (status < 400) return null;
  if (!String(type).startsWith('application/json')) return `${status} as ${String(type)}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `${status} with a body that is not JSON`;
  }
  const { error, ...rest } = (parsed ?? {}) as { error?: Record<string, unknown> };
  // `details` is free for most codes; a validation failure's names the fields.
  const { code, message, details, ...more } = error ?? {};
  const shaped =
    error &&
    Object.keys(rest).length === 0 &&
    Object.keys(more).length === 0 &&
    ERROR_CODES.has(code as string) &&
    typeof message === 'string' &&
    message.length > 0 &&
    (code !== ErrorCode.VALIDATION_FAILED ||
      details === undefined ||
      FieldIssueSchema.array().safeParse(details).success);
  return shaped ? null : `${status} without the error shape: ${body.slice(0, 160)}`;
}

/** A request as one line of the report, long values cut short. */
export const shown = (req: FuzzRequest) => {
  const payload =
    req.payload === undefined ? '' : ` ${JSON.stringify(req.payload.toString().slice(0, 120))}`;
  return `[${req.who}, ${req.breaks}] ${req.method} ${req.url.slice(0, 160)} ${JSON.stringify(req.headers)}${payload}`;
};
