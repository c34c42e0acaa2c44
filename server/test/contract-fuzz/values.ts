import fc from 'fast-check';
import { z } from 'zod';

/*
 * Values shaped by a route's own zod schema, for the contract fuzz: the schema is turned into
 * JSON Schema (zod's own conversion, input side) and each keyword into a fast-check arbitrary.
 * "Shaped" rather than valid: refinements JSON Schema cannot state are not honoured, and the
 * test asks the schema itself which requests it accepts.
 */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export const toJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Ids and uuids that name rows the test made, so some requests reach past "not found". */
export type Known = { ints: number[]; uuids: string[] };

const ID_MAX = 2_147_483_647;

function stringOf(s: JsonSchema, known: Known): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 24, 24));
  if (s.format === 'uuid') {
    return fc.oneof(fc.uuid(), ...(known.uuids.length ? [fc.constantFrom(...known.uuids)] : []));
  }
  if (s.format === 'date-time') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  // A numeric id spelled as a path or query segment.
  if (s.pattern === '^[1-9][0-9]*$')
    return integerOf({ minimum: 1, maximum: ID_MAX }, known).map(String);
  const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity);
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern), { maxLength }).filter(fits);
    } catch {
      // A pattern fast-check cannot generate from (lookahead): plain text, which may not match.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function integerOf(s: JsonSchema, known: Known): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -ID_MAX);
  const max = Math.min(
    s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? ID_MAX),
    Number.MAX_SAFE_INTEGER,
  );
  const near = known.ints.filter((n) => n >= min && n <= max);
  return fc.oneof(
    { arbitrary: fc.integer({ min, max }), weight: 1 },
    { arbitrary: near.length ? fc.constantFrom(...near) : fc.integer({ min, max }), weight: 2 },
  );
}

/** An arbitrary of values shaped by `schema`; `root` resolves `$ref`s. */
export function valueOf(
  schema: JsonSchema,
  known: Known,
  root: JsonSchema = schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = schema.$ref ? (root.$defs?.[schema.$ref.split('/').pop()!] ?? {}) : schema;
  const next = (child: JsonSchema) => valueOf(child, known, root, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map(next));
  if (s.allOf?.length) return next(s.allOf[0]!);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringOf(s, known);
    case 'integer':
      return integerOf(s, known);
    case 'number':
      return fc.double({
        min: s.minimum ?? s.exclusiveMinimum ?? -1e6,
        max: s.maximum ?? s.exclusiveMaximum ?? 1e6,
        minExcluded: s.exclusiveMinimum !== undefined,
        maxExcluded: s.exclusiveMaximum !== undefined,
        noNaN: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map(next));
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 4, depth > 2 ? 1 : 4));
      return fc.array(next(s.items ?? {}), { minLength, maxLength });
    }
    case 'object': {
      const props = s.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(props).map(([k, v]) => [k, next(v)])),
        { requiredKeys: (s.required ?? []).filter((k) => k in props) },
      );
      const extra = s.additionalProperties;
      if (!extra || extra === true || Object.keys(props).length > 0) return record;
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), next(extra), {
        maxKeys: 3,
      });
    }
    default:
      return depth > 2 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A value made to pass `schema` more often: members the schema refuses are dropped, a few times
 * over, so an optional field whose rule JSON Schema cannot state (a phone number's) is left out
 * rather than spoiling the whole request. Required members stay (and the value stays refused).
 */
export function repaired(schema: z.ZodType, value: unknown): unknown {
  let current = value;
  for (let round = 0; round < 3; round++) {
    const result = schema.safeParse(current);
    if (result.success) return current;
    const copy = structuredClone(current);
    let dropped = false;
    for (const issue of result.error.issues) {
      const path = issue.path;
      if (!path.length) continue;
      const parent = path.slice(0, -1).reduce<unknown>((o, k) => (o as never)?.[k as never], copy);
      const key = path[path.length - 1]!;
      if (parent && typeof parent === 'object' && !Array.isArray(parent) && key in parent) {
        delete (parent as Record<PropertyKey, unknown>)[key];
        dropped = true;
      }
    }
    if (!dropped) return current;
    current = copy;
  }
  return current;
}
