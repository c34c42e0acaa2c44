/*
 * The ways the contract fuzz breaks a well-shaped request: each takes a copy of the request's
 * params, query and body and spoils one thing — a wrong type, a missing or unknown field, a
 * megabyte string, a 100,000-item array, 10,000 levels of nesting, control characters, lone
 * surrogates, invalid UTF-8, an id out of range, a traversal string, an odd content type.
 */

/** A token written into JSON text as it is (numbers JSON.stringify cannot spell, bad escapes). */
export class Raw {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold `Raw` tokens and keys such as `__proto__`. */
export function jsonText(v: unknown): string {
  if (v instanceof Raw) return v.text;
  if (Array.isArray(v))
    return `[${v.map((x) => (x === undefined ? 'null' : jsonText(x))).join(',')}]`;
  if (v && typeof v === 'object') {
    const members = Object.entries(v).filter(([, x]) => x !== undefined);
    return `{${members.map(([k, x]) => `${JSON.stringify(k)}:${jsonText(x)}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

export const MB = 1_000_000;
const deep = (n: number) => new Raw('{"a":'.repeat(n) + '1' + '}'.repeat(n));
const WRONG_TYPES = [123, -1, true, null, [], {}, 'text', [1, 'x'], { a: 1 }, '', 0.5];
const BAD_NUMBERS = [
  0,
  -1,
  2 ** 31,
  2 ** 63,
  1.5,
  -0,
  'NaN',
  'Infinity',
  '-1',
  '1e3',
  '0x10',
  ' 1',
  new Raw('1e309'),
  new Raw('-1e309'),
  new Raw('NaN'),
  new Raw('9223372036854775808'),
  new Raw('9007199254740993'),
];
export const CONTROL = [
  'a\u0000b',
  '\u0000',
  'x\u0007\u001b[2J',
  '\u007f\u0085\u009f',
  'a\u2028b\ufeff',
  '\r\n\t',
];
export const TRAVERSAL = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e%252f',
  '..\\..\\windows\\win.ini',
  'classes/../../../etc/passwd',
  'material/x/..\\..\\config',
  '/etc/passwd',
  '\\\\server\\share\\x',
  'C:\\boot.ini',
  'file:///etc/passwd',
  '....//....//etc',
];
const INVALID_UTF8 = [
  [0xff],
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];
const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  null,
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/jsonp',
  'application/vnd.api+json',
];
const UNKNOWN_KEYS = ['extra', '__proto__', 'constructor', 'isAdmin', 'role', 'userId', 'id', ''];

export type Draft = {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
};
export type Path = (string | number)[];
export type Shaped = {
  draft: Draft;
  /** Path values put in the URL unencoded. */
  rawParams?: boolean;
  contentType?: string | null;
  bytes?: Buffer;
  /** Refused whatever the schemas say: not JSON, nested too deep, NUL, an odd content type. */
  refused?: boolean;
};

/**
 * Every node of the draft as a path, the locations themselves excluded; the body too when the
 * route takes none, and a new query parameter when the route takes no input at all.
 */
export function paths(draft: Draft, method = 'POST'): Path[] {
  const out: Path[] = [];
  const walk = (v: unknown, at: Path) => {
    out.push(at);
    if (v && typeof v === 'object' && !(v instanceof Raw))
      for (const [k, x] of Object.entries(v)) walk(x, [...at, Array.isArray(v) ? Number(k) : k]);
  };
  for (const [k, v] of Object.entries(draft.params)) walk(v, ['params', k]);
  for (const [k, v] of Object.entries(draft.query)) walk(v, ['query', k]);
  if (draft.body !== undefined) walk(draft.body, ['body']);
  else if (method !== 'GET') out.push(['body']);
  return out.length ? out : [['query', 'q']];
}

function setAt(draft: Draft, path: Path, value: unknown, remove = false) {
  let parent: Record<string | number, unknown> = draft as never;
  for (const key of path.slice(0, -1)) parent = parent[key] as never;
  const last = path[path.length - 1]!;
  if (remove && !Array.isArray(parent)) delete parent[last];
  else
    Object.defineProperty(parent, last, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

export const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

/** The ways a request is broken; each takes a copy of the draft and some numbers to choose by. */
export const BREAKS: Record<string, (d: Draft, spots: Path[], n: number[]) => Shaped> = {
  none: (draft) => ({ draft }),
  'wrong type': (draft, spots, [a = 0, b = 0]) => {
    setAt(draft, pick(spots, a), structuredClone(pick(WRONG_TYPES, b)));
    return { draft };
  },
  'missing field': (draft, spots, [a = 0]) => {
    const members = spots.filter((p) => p.length > 1 && typeof p[p.length - 1] === 'string');
    if (members.length) setAt(draft, pick(members, a), undefined, true);
    else draft.body = undefined;
    return { draft };
  },
  'unknown field': (draft, spots, [a = 0, b = 0]) => {
    const at = spots.filter((p) => {
      const v = p.reduce<unknown>((o, k) => (o as never)[k], draft);
      return v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Raw);
    });
    const key = pick(UNKNOWN_KEYS, b);
    const value = key === 'constructor' ? { prototype: { polluted: true } } : { polluted: true };
    const where = at.length ? pick(at, a) : null;
    if (where) setAt(draft, [...where, key], value);
    else setAt(draft, ['query', key || 'x'], 'polluted');
    return { draft };
  },
  'huge string': (draft, spots, [a = 0, b = 0]) => {
    // 1 MB of one byte fits under the body limit; 1 MB of a three-byte letter does not.
    setAt(draft, pick(spots, a), (b % 2 ? 'അ' : 'a').repeat(MB));
    return { draft };
  },
  'huge array': (draft, spots, [a = 0, b = 0]) => {
    setAt(draft, pick(spots, a), new Array(100_000).fill(pick([0, 'x', {}, null], b)));
    return { draft };
  },
  'deep nesting': (draft, spots, [a = 0]) => {
    const where = pick(spots, a);
    if (where[0] !== 'body') return { draft, bytes: Buffer.from(deep(10_000).text), refused: true };
    setAt(draft, where, deep(10_000));
    return { draft, refused: true };
  },
  'control characters': (draft, spots, [a = 0, b = 0]) => {
    setAt(draft, pick(spots, a), pick(CONTROL, b));
    return { draft };
  },
  'lone surrogate': (draft, spots, [a = 0, b = 0]) => {
    const where = pick(spots, a);
    // In a URL, a surrogate has no UTF-8 spelling: its would-be bytes are sent unencoded.
    if (where[0] === 'params') {
      setAt(draft, where, pick(['%ED%A0%80', '%ED%B0%80x', '%F0%9F'], b));
      return { draft, rawParams: true };
    }
    // In JSON, an escape no UTF-8 can spell: refused (PostgreSQL could not store it faithfully).
    setAt(draft, where, pick(['\ud800', 'x\udfffy', '\udc00\ud800'], b));
    return { draft, refused: where[0] === 'body' };
  },
  'invalid UTF-8': (draft, spots, [a = 0]) => {
    const text = draft.body === undefined ? '{"x":""}' : jsonText(draft.body);
    const at = text.indexOf('"') + 1 || text.length;
    const bytes = Buffer.concat([
      Buffer.from(text.slice(0, at)),
      Buffer.from(pick(INVALID_UTF8, a)),
      Buffer.from(text.slice(at)),
    ]);
    return { draft, bytes };
  },
  'id out of range': (draft, spots, [a = 0, b = 0]) => {
    const numeric = spots.filter((p) => {
      const v = p.reduce<unknown>((o, k) => (o as never)[k], draft);
      return typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v));
    });
    setAt(draft, pick(numeric.length ? numeric : spots, a), pick(BAD_NUMBERS, b));
    return { draft };
  },
  traversal: (draft, spots, [a = 0, b = 0, c = 0]) => {
    setAt(draft, pick(spots, a), pick(TRAVERSAL, b));
    return { draft, rawParams: c % 3 === 0 };
  },
  'content type': (draft, spots, [a = 0]) => {
    const contentType = pick(CONTENT_TYPES, a);
    if (draft.body === undefined) draft.body = {};
    // JSON is read only as application/json in UTF-8: everything else here is refused.
    return { draft, contentType, refused: true };
  },
  'not JSON': (draft, spots, [a = 0]) => ({
    draft,
    // (A byte order mark before JSON is no fault: RFC 8259 lets a reader skip it.)
    bytes: Buffer.from(pick(['{"a":', '{a:1}', "{'a':1}", 'undefined', '[1,]', '{}{}', ''], a)),
    refused: true,
  }),
};
/** Breaks weighted by how much each one costs: the megabyte ones run less often. */
export const WEIGHTS: Record<string, number> = {
  'huge string': 1,
  'huge array': 1,
  'deep nesting': 1,
  none: 4,
};
