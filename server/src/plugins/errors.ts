import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ErrorCode, type FieldIssue } from '@pariksha/contracts/errors';
import { AppError, errorBody } from '../lib/app-error';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS } from '../lib/database-errors';
import { DATA_HEADERS, transportHeaders } from './security';

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

// What a person is told for failures the framework or a library raised: their own messages
// echo the request (paths, content types, fragments of the body), so none is passed on.
const messageByStatus: Record<number, string> = {
  400: 'The request could not be read',
  404: 'Not found',
  405: 'This method is not allowed here',
  406: 'No acceptable representation',
  408: 'The request took too long to arrive',
  413: 'The request is too large',
  414: 'The address is too long',
  415: 'This content type is not accepted here; send JSON',
  416: 'The requested range is not in the file',
  429: 'Too many requests, try again shortly',
  431: 'The request headers are too large',
};
const messageOf = (status: number) => messageByStatus[status] ?? 'The request was refused';

/**
 * A multipart body its parser (busboy, under @fastify/multipart) cannot read: no boundary, an
 * empty or overlong one, data ending before the closing boundary. Busboy raises these as plain
 * errors with no status or code, so they are known by their messages, on multipart requests only.
 */
const MULTIPART_FAULTS = [
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^The needle cannot (be an empty|have a length bigger)/,
  /unexpected end of multipart data$/i,
];
const isUnreadableMultipart = (err: FastifyError, req: FastifyRequest) =>
  err.statusCode === undefined &&
  /^multipart\//i.test(req.headers['content-type'] ?? '') &&
  MULTIPART_FAULTS.some((fault) => fault.test(err.message));

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
  // While the node shuts down, requests still arriving on open connections (health checks
  // included) are asked to go elsewhere in the one error shape; in-flight ones finish.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_req, _reply, done) => {
    if (!closing) return done();
    done(
      new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'The server is restarting; try again', {
        ready: false,
        reason: 'shutting-down',
      }),
    );
  });
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
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
    if (isUnreadableMultipart(err, req)) {
      return reply
        .status(400)
        .send(
          errorBody(ErrorCode.VALIDATION_FAILED, 'The upload could not be read; send it again'),
        );
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? ErrorCode.VALIDATION_FAILED;
      return reply.status(status).send(errorBody(code, messageOf(status)));
    }
    if (status === 503 || isDatabaseUnavailable(err)) {
      req.log.warn({ err }, 'unavailable: asked to retry');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(
          errorBody(ErrorCode.SERVICE_UNAVAILABLE, 'Unavailable for a moment, try again shortly'),
        );
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(ErrorCode.INTERNAL_ERROR, 'Something went wrong'));
  });
});

/**
 * Faults the router meets before any route or error handler runs (Fastify's `frameworkErrors`):
 * a path segment past the router's length limit (longer than any id or uuid) names nothing; one
 * that is not valid percent-encoding is bad input. No hook has run, so the answer's security
 * headers are set here.
 */
export function routerFault(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  reply.headers({ ...DATA_HEADERS, ...transportHeaders(req.server.config.publicUrl) });
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(404).send(errorBody(ErrorCode.NOT_FOUND, messageOf(404)));
  }
  return reply.status(400).send(errorBody(ErrorCode.VALIDATION_FAILED, messageOf(400)));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers too large, malformed
 * request lines): answered in the contract's error shape, then the connection is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const code = status === 431 ? ErrorCode.PAYLOAD_TOO_LARGE : ErrorCode.VALIDATION_FAILED;
  const body = JSON.stringify(errorBody(code, messageOf(status)));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'content-type: application/json; charset=utf-8\r\n' +
      Object.entries(DATA_HEADERS)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      `content-length: ${Buffer.byteLength(body)}\r\n` +
      'connection: close\r\n\r\n' +
      body,
  );
}
