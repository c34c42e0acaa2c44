/*
 * How every API path is built, free of zod. A feature spells each path once, as the pattern the
 * server registers (`/api/exams/:id`); its builders fill that pattern (`examUrl.exam(3)`), so
 * the server, the web app and the tests cannot disagree on a path.
 */

/** Ids arrive as numbers from responses and as strings from route parameters. */
export type Id = number | string;

/** The parameter names of a pattern: `'/a/:id/b/:importId'` → `'id' | 'importId'`. */
export type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The pattern with each `:name` replaced by its value, encoded as one path segment. */
export const fill = <P extends string>(pattern: P, params: Record<ParamsOf<P>, Id>): string =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, Id>)[name])),
  );

export type QueryValue = string | number | boolean | undefined;

/**
 * The path with a query string of the values given; an absent or empty value is left out, and
 * nothing is added when none is left. Values are encoded as URI components (a space is `%20`).
 */
export const withQuery = (path: string, query: Record<string, QueryValue>): string => {
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    value === undefined || value === ''
      ? []
      : [`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`],
  );
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`;
};
