import * as z from 'zod/mini';

/*
 * Field rules every contract shares. Written with zod/mini so that both the zod/mini contracts
 * (which the browser's forms import, docs/decisions/004) and the zod ones can use them: a zod
 * object takes these schemas as fields, and a zod schema takes these checks through `.check(…)`.
 * Both rules come from the database: ids are PostgreSQL `serial` (int4), and a text column
 * cannot hold NUL.
 */

/** The languages of the interface and of bilingual content: English and Malayalam. */
export const LANGUAGES = ['en', 'ml'] as const;
export type Language = (typeof LANGUAGES)[number];
export const languageSchema = () => z.enum(LANGUAGES, 'Choose English or Malayalam');

/** The largest id the database holds: `serial` is int4, so ids run from 1 to 2³¹ − 1. */
export const ID_MAX = 2_147_483_647;
export const ID_MESSAGE = `Use a whole number from 1 to ${ID_MAX}`;

/** The id range as checks, for a zod schema: `z.int(…).check(...idRange())`. */
export const idRange = (message = ID_MESSAGE) => [z.gte(1, message), z.lte(ID_MAX, message)];

/** An id in a body or a response, for zod/mini contracts; `message` is what a form shows. */
export const idSchema = (message = ID_MESSAGE) =>
  z.int({ error: message, abort: true }).check(...idRange(message));

/**
 * An id written in a path or a query string: plain digits (no sign, space, exponent, hex or
 * leading zero, which `Number()` would all accept), then the same range.
 */
export const IdInUrlSchema = z.pipe(
  z.pipe(z.string(ID_MESSAGE).check(z.regex(/^[1-9][0-9]*$/, ID_MESSAGE)), z.transform(Number)),
  idSchema(),
);

// C0 controls, DEL and C1 controls: nothing a person types into a one-line field.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const WITHOUT_CONTROLS = /^[^\u0000-\u001f\u007f-\u009f]*$/;

/** Refuses control characters in one-line text a person sends (a name, a search). */
export const noControlCharacters = (message = 'Use letters, not control characters') =>
  z.regex(WITHOUT_CONTROLS, message);
