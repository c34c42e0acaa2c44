import { ErrorCode, type ErrorBody } from '@pariksha/contracts/errors';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  LINK_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TWO_FACTOR_CHALLENGE_ENDED: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_ENROLMENT_REQUIRED: 403,
  TWO_FACTOR_REQUIRED: 403,
  PROFILE_INCOMPLETE: 403,
  NOT_ENROLLED: 403,
  ACCESS_CODE_INVALID: 400,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ATTEMPT_CLOSED: 409,
  ATTEMPT_TAKEN_OVER: 409,
  ATTEMPT_LIMIT_REACHED: 409,
  EXAM_NOT_OPEN: 409,
  ACCESS_CODE_USED_UP: 409,
  ACCESS_CODE_EXPIRED: 409,
  ACCESS_CODE_REVOKED: 409,
  NOTHING_TO_PRACTISE: 409,
  LEVEL_NOT_CHOSEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** The one error type the server throws on purpose; the error handler turns it into the wire shape. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.statusCode = statusOf[code] ?? 500;
  }

  static notFound(what = 'Resource') {
    return new AppError(ErrorCode.NOT_FOUND, `${what} not found`);
  }
  static validation(field: string, message: string) {
    return new AppError(ErrorCode.VALIDATION_FAILED, `${field}: ${message}`, [{ field, message }]);
  }
}

/** The one error shape on the wire: `{ error: { code, message, details? } }`. */
export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
