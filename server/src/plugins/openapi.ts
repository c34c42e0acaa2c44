import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * `GET /api/exams/:id/attempts` → `getExamsByIdAttempts`: a stable name for every operation, so
 * that a client generated from the document has one function per call. A route may name itself
 * (`schema.operationId`).
 */
export function operationIdOf(method: string, url: string) {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .flatMap((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/** `ErrorBodySchema` carries this name (contracts/src/errors.ts). */
const ERROR_BODY = { $ref: '#/components/schemas/ErrorBody' };

/** What each status means across the API; the body's `code` says which case it is. */
const meaningOf: Record<string, string> = {
  200: 'Success',
  201: 'Created',
  400: 'VALIDATION_FAILED: bad input (`details` names each field), or a body that is not readable JSON',
  401: 'UNAUTHENTICATED: no bearer token, or not a live session; INVALID_CREDENTIALS on sign-in',
  403: "FORBIDDEN: the caller's role may not do this",
  404: 'NOT_FOUND: no such resource, or not one the caller may see',
  409: 'CONFLICT, EMAIL_TAKEN, ATTEMPT_CLOSED, ATTEMPT_TAKEN_OVER, ATTEMPT_LIMIT_REACHED or EXAM_NOT_OPEN: not in the present state',
  413: 'PAYLOAD_TOO_LARGE: the body or the file is over its limit',
  415: 'UNSUPPORTED_MEDIA_TYPE: send JSON (multipart/form-data where the operation says so)',
  429: 'RATE_LIMITED: too many requests; try again after `Retry-After` seconds',
  431: 'PAYLOAD_TOO_LARGE: the request headers (cookies included) are over the server’s limit',
  503: 'SERVICE_UNAVAILABLE: try again after `Retry-After` seconds',
};
const errorResponse = (status: string) => ({
  description: meaningOf[status]!,
  content: { 'application/json': { schema: ERROR_BODY } },
});

type Response = { description?: string; headers?: Record<string, unknown> };
type Operation = { responses: Record<string, Response> };
type Document = {
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

/** Methods whose body the server reads: JSON only, unless a route parses its own. */
const WITH_BODY = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Answers that no route declares because no route makes them, yet callers meet: Node refuses
 * headers over its limit (431) before any route runs; the one body parser (JSON, see
 * plugins/security.ts) refuses another content type (415) or unreadable JSON (400) on every
 * method with a body; and the bearer-token check limits a signed-in caller's writes (429). Each is
 * described once, here, for every operation it concerns.
 */
function describeAnswers<T extends object>(document: T): T {
  const doc = document as unknown as Document;
  for (const ops of Object.values(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const generic = ['431', ...(WITH_BODY.has(method) ? ['400', '415'] : [])];
      // A signed-in caller's writes are counted (plugins/auth.ts): past the limit, 429.
      if (WITH_BODY.has(method) && op.responses['401']) generic.push('429');
      for (const status of generic) op.responses[status] ??= errorResponse(status);
      for (const [status, response] of Object.entries(op.responses)) {
        if (response.description === 'Default Response' && meaningOf[status])
          response.description = meaningOf[status];
        if (status === '302')
          response.headers ??= {
            Location: { description: 'The address to go on to', schema: { type: 'string' } },
          };
      }
    }
  }
  // The input twin of each named schema is named too; only those referred to stay.
  const text = JSON.stringify(doc.paths);
  for (const name of Object.keys(doc.components.schemas)) {
    if (!text.includes(`"#/components/schemas/${name}"`)) delete doc.components.schemas[name];
  }
  return document;
}

/** OpenAPI generated from the routes' zod schemas: JSON at /api/openapi.json, UI at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pariksha API',
        version: '1.0.0',
        description:
          'Courses, classes, study material, current affairs and timed mock tests. Send `Authorization: Bearer <token>` (from sign-in or sign-up); every failure answers `{ error: { code, message, details? } }`.',
        // Use of the service and its content is governed by its terms (the web app's page).
        license: { name: 'Pariksha terms and conditions', url: '/termsandconditions' },
      },
      // Relative: the document describes whichever host serves it.
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const method = [input.route.method].flat()[0]!;
      return {
        schema: { operationId: operationIdOf(method, input.url), ...schema },
        url,
      };
    },
    transformObject: (input) => describeAnswers(jsonSchemaTransformObject(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
});
