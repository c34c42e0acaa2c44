import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ErrorCode, type ErrorBody, type FieldIssue } from '@pariksha/contracts/errors';
import { AppError } from '../lib/app-error';

const codeByStatus: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION_FAILED,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

export function errorBody(code: string, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

function fieldIssues(err: FastifyError): FieldIssue[] {
  if (!hasZodFastifySchemaValidationErrors(err)) return [];
  const where = err.validationContext ?? 'body';
  return err.validation.map((v) => {
    const p = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = (v.params as { issue?: { path?: unknown[] } })?.issue?.path;
    const field = p || (Array.isArray(missing) ? missing.join('.') : '') || where;
    return { field, message: v.message ?? 'is invalid' };
  });
}

/** One error handler: every failure leaves as `{ error: { code, message, details? } }`. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.details));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = fieldIssues(err);
      const message = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
      return reply.status(400).send(errorBody(ErrorCode.VALIDATION_FAILED, message, issues));
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(errorBody(ErrorCode.INTERNAL_ERROR, 'Something went wrong'));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? ErrorCode.VALIDATION_FAILED;
      return reply.status(status).send(errorBody(code, err.message));
    }
    req.log.error({ err }, 'unhandled error');
    return reply
      .status(status === 503 ? 503 : 500)
      .send(
        status === 503
          ? errorBody(ErrorCode.SERVICE_UNAVAILABLE, 'Service unavailable, try again shortly')
          : errorBody(ErrorCode.INTERNAL_ERROR, 'Something went wrong'),
      );
  });
});
