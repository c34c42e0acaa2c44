import { DrizzleQueryError } from 'drizzle-orm/errors';

export type LoggedError = {
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
};

const frames = (stack = '') =>
  stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');

const cut = (text: string, values: string[]) => values.reduce((t, v) => t.replaceAll(v, '…'), text);

/**
 * Errors as the log shows them. A failed query keeps its SQL and the database's error code but
 * none of the values it was sent (answers, emails, tokens): they are cut from the message and
 * the database's own message, and its detail (which quotes rows) is left out.
 */
export function serializeError(err: unknown, values: string[] = []): LoggedError {
  if (!(err instanceof Error)) {
    return { type: typeof err, message: cut(String(err), values), stack: '' };
  }
  if (err instanceof DrizzleQueryError) {
    const sent = err.params.map(String).filter((v) => v.length > 1);
    return {
      type: err.name,
      message: `Failed query: ${err.query}`,
      stack: frames(err.stack),
      ...(err.cause !== undefined && { cause: serializeError(err.cause, sent) }),
    };
  }
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: cut(err.message, values),
    ...(typeof code === 'string' && { code }),
    stack: frames(err.stack),
    ...(err.cause !== undefined && { cause: serializeError(err.cause, values) }),
  };
}
