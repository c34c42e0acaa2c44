import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';
import { errorBody } from '../../plugins/errors';

/** The bearer token of a request, if it carries one. */
export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || undefined : undefined;
}

/** The request's headers for better-auth, with the real client address (recorded on sessions). */
export function toHeaders(req: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
  }
  headers.set('x-forwarded-for', req.ip);
  return headers;
}

// better-auth's error codes → the contract's, with messages meant for a person. Sign-in never
// says whether the email or the password was wrong.
const known: Record<string, { code: ErrorCode; message: string; field?: string }> = {
  INVALID_EMAIL_OR_PASSWORD: {
    code: ErrorCode.INVALID_CREDENTIALS,
    message: 'The email or password is not correct.',
  },
  USER_ALREADY_EXISTS: {
    code: ErrorCode.EMAIL_TAKEN,
    message: 'An account with this email already exists. Sign in instead, or use another email.',
    field: 'email',
  },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: {
    code: ErrorCode.EMAIL_TAKEN,
    message: 'An account with this email already exists. Sign in instead, or use another email.',
    field: 'email',
  },
  INVALID_PASSWORD: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'The password is not correct.',
    field: 'password',
  },
  PASSWORD_TOO_SHORT: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'Password too short',
    field: 'password',
  },
  PASSWORD_TOO_LONG: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'Password too long',
    field: 'password',
  },
  INVALID_EMAIL: {
    code: ErrorCode.VALIDATION_FAILED,
    message: 'Enter a valid email address',
    field: 'email',
  },
};

function codeOfStatus(status: number): ErrorCode {
  if (status === 429) return ErrorCode.RATE_LIMITED;
  if (status === 401) return ErrorCode.UNAUTHENTICATED;
  if (status === 403) return ErrorCode.FORBIDDEN;
  if (status === 404) return ErrorCode.NOT_FOUND;
  if (status >= 500) return ErrorCode.INTERNAL_ERROR;
  return ErrorCode.VALIDATION_FAILED;
}

/** Relays a better-auth response; failures leave in the contract's error shape. */
export async function sendAuthResponse(res: Response, reply: FastifyReply) {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
  });
  const text = await res.text();
  if (res.status < 400) return reply.send(text || null);
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: a generic message follows
  }
  const k = parsed.code ? known[parsed.code] : undefined;
  if (k) {
    const e = new AppError(
      k.code,
      k.message,
      k.field ? [{ field: k.field, message: k.message }] : undefined,
    );
    return reply
      .status(e.statusCode)
      .type('application/json')
      .send(errorBody(e.code, e.message, e.details));
  }
  const message = res.status >= 500 ? 'Something went wrong' : (parsed.message ?? 'Request failed');
  return reply.type('application/json').send(errorBody(codeOfStatus(res.status), message));
}
