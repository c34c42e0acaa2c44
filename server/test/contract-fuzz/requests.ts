import fc from 'fast-check';
import type { z } from 'zod';
import { BREAKS, jsonText, paths, Raw, WEIGHTS, type Draft, type Shaped } from './breaks';
import { BOUNDARY, FIELDS, FILES, MULTIPART_BREAKS, multipartBytes, type Part } from './uploads';
import { repaired, toJsonSchema, valueOf, type Known } from './values';

/*
 * Requests for the contract fuzz: a route's schemas give a well-shaped request, then one
 * "break" spoils it (a wrong type, a missing or unknown field, a huge or hostile value, a body
 * that is not JSON, an odd content type). Each request says whether the contract itself must
 * refuse it, judged by the route's own zod schemas on what the server will read.
 */

export type Who = 'learner' | 'admin';
export type Route = {
  method: string;
  url: string;
  multipart: boolean;
  schemas: { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
};
export type FuzzRequest = {
  who: Who;
  breaks: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The contract refuses it: the server must answer 4xx. False when it may be accepted. */
  refused: boolean;
};

/** Twice as many from an admin: past the staff guard, an admin's input is read. */
const WHO = fc.constantFrom<Who>('learner', 'admin', 'admin');

const encode = (v: unknown, raw: boolean) => {
  const text = v instanceof Raw ? v.text : typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
  return raw ? text : encodeURIComponent(text);
};

/** The request as sent, and whether the route's own schemas refuse what the server will read. */
function finish(route: Route, who: Who, breaks: string, s: Shaped): FuzzRequest {
  const { draft } = s;
  const url = route.url.replace(/:(\w+)/g, (_, k: string) =>
    encode(draft.params[k] ?? '', !!s.rawParams),
  );
  const pairs: [string, string][] = Object.entries(draft.query).flatMap(([k, v]) =>
    Array.isArray(v) && v.length < 10_000
      ? v.map((x) => [k, encode(x, true)] as [string, string])
      : [[k, encode(v, true)]],
  );
  // A lone surrogate has no UTF-8 spelling: it is sent as the bytes it would have (invalid),
  // and the query the server reads can then not be predicted.
  let exact = true;
  const escape = (text: string) =>
    text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\ud800-\udfff]|[^\ud800-\udfff]+/g, (piece) => {
      if (piece.length > 1 || !/[\ud800-\udfff]/.test(piece)) return encodeURIComponent(piece);
      exact = false;
      const cp = piece.charCodeAt(0);
      return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    });
  const query = pairs.map(([k, v]) => `${escape(k)}=${escape(v)}`).join('&');
  const hasBody = s.bytes !== undefined || draft.body !== undefined;
  const payload = s.bytes ?? (draft.body === undefined ? undefined : jsonText(draft.body));
  const contentType =
    s.contentType === undefined ? (hasBody ? 'application/json' : null) : s.contentType;

  // What the server reads: decoded path segments, repeated query keys as lists, parsed JSON.
  const judge = (schema: z.ZodType | undefined, value: () => unknown) => {
    if (!schema) return true;
    try {
      return schema.safeParse(value()).success;
    } catch {
      return false;
    }
  };
  const seenQuery: Record<string, string | string[]> = {};
  for (const [k, v] of pairs) {
    const had = Object.hasOwn(seenQuery, k) ? seenQuery[k] : undefined;
    Object.defineProperty(seenQuery, k, {
      value: had === undefined ? v : [had, v].flat(),
      enumerable: true,
      configurable: true,
    });
  }
  const slashInRaw =
    !!s.rawParams && Object.values(draft.params).some((v) => encode(v, true).includes('/'));
  const accepted =
    judge(route.schemas.params, () =>
      Object.fromEntries(
        Object.entries(draft.params).map(([k, v]) => {
          const text = encode(v, true);
          return [k, s.rawParams ? decodeURIComponent(text) : text];
        }),
      ),
    ) &&
    (!exact || judge(route.schemas.querystring, () => seenQuery)) &&
    (!route.schemas.body ||
      route.method === 'GET' ||
      judge(route.schemas.body, () => JSON.parse(payload === undefined ? '' : payload.toString())));
  return {
    who,
    breaks,
    method: route.method,
    url: query ? `${url}?${query}` : url,
    headers: contentType ? { 'content-type': contentType } : {},
    ...(payload !== undefined && { payload }),
    // A GET's body is never read; a raw slash may land on another route, where all is well formed.
    refused: !slashInRaw && ((s.refused === true && route.method !== 'GET') || !accepted),
  };
}

/** Uploads: path values from the route's schema, a body of parts from what the uploads take. */
function multipartRequestsFor(route: Route, known: Known): fc.Arbitrary<FuzzRequest> {
  const params = route.schemas.params
    ? valueOf(toJsonSchema(route.schemas.params), known)
    : fc.constant({});
  const parts = fc
    .tuple(
      fc.subarray(
        FIELDS.map(([name, values]) =>
          fc.constantFrom(...values).map((value) => ({ name, value })),
        ),
      ),
      fc.constantFrom('file', 'photo'),
      fc.constantFrom('a.png', 'a.csv', 'a.pdf', 'a.vtt', 'a'),
      fc.constantFrom(...FILES),
    )
    .chain(([fields, name, filename, value]) =>
      fc.tuple(...fields).map((f): Part[] => [...f, { name, filename, value }]),
    );
  const pathBreaks = ['wrong type', 'id out of range', 'traversal'] as const;
  const names = [...Object.keys(MULTIPART_BREAKS), ...(route.schemas.params ? pathBreaks : [])];
  return fc
    .record({
      who: WHO,
      params,
      parts,
      breaks: fc.constantFrom(...names),
      numbers: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
    })
    .map(({ who, params: p, parts: list, breaks, numbers }) => {
      const draft: Draft = {
        params: structuredClone(p) as Draft['params'],
        query: {},
        body: undefined,
      };
      const spoilt = MULTIPART_BREAKS[breaks]?.(list, numbers) ?? {
        ...BREAKS[breaks]!(
          draft,
          paths(draft, 'GET').filter((x) => x[0] === 'params'),
          numbers,
        ),
        parts: list,
      };
      return finish(route, who, breaks, {
        ...spoilt,
        draft,
        bytes: spoilt.bytes ?? multipartBytes(spoilt.parts),
        contentType:
          spoilt.contentType === undefined
            ? `multipart/form-data; boundary=${BOUNDARY}`
            : spoilt.contentType,
      });
    });
}

/** Requests for one route, each from a learner or an admin. */
export function requestsFor(route: Route, known: Known): fc.Arbitrary<FuzzRequest> {
  if (route.multipart) return multipartRequestsFor(route, known);
  const part = (schema: z.ZodType | undefined, empty: unknown) =>
    schema
      ? valueOf(toJsonSchema(schema), known).map((v) => repaired(schema, v))
      : fc.constant(empty);
  const base = fc.record({
    params: part(route.schemas.params, {}),
    query: part(route.schemas.querystring, {}),
    body: part(route.schemas.body, undefined),
  }) as fc.Arbitrary<Draft>;
  const breaks = fc.oneof(
    ...Object.keys(BREAKS).map((name) => ({
      arbitrary: fc.constant(name),
      weight: WEIGHTS[name] ?? 2,
    })),
  );
  return fc
    .record({
      who: WHO,
      draft: base,
      breaks,
      numbers: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
    })
    .map(({ who, draft, breaks: name, numbers }) => {
      const copy = structuredClone(draft);
      return finish(route, who, name, BREAKS[name]!(copy, paths(copy, route.method), numbers));
    });
}
