// Arrays go over the wire as array literals in one text parameter each: the same bytes for both
// drivers, and far cheaper than one placeholder per value.

/** UUIDs (and nulls): hex and dashes, nothing in them needs quoting. */
export const uuidArray = (ids: (string | null)[]) => `{${ids.map((id) => id ?? 'NULL').join(',')}}`;
/** Numbers (integers or decimals) and nulls. */
export const numberArray = (xs: (number | null)[]) =>
  `{${xs.map((x) => (x === null ? 'NULL' : x)).join(',')}}`;
export const boolArray = (xs: boolean[]) => `{${xs.map((x) => (x ? 't' : 'f')).join(',')}}`;
export const timeArray = (xs: Date[]) => `{${xs.map((x) => `"${x.toISOString()}"`).join(',')}}`;
/** Any text: every element quoted, with `"` and `\` escaped. */
export const textArray = (xs: string[]) =>
  `{${xs.map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
