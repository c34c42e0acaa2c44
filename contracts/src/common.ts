import { z } from 'zod';
import { ID_MESSAGE, IdInUrlSchema, idRange, noControlCharacters } from './fields';

/** Success envelope: `{ data: … }`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** An id in a body or a response, for zod contracts (zod/mini ones use `idSchema`). */
export const IdSchema = z.int({ error: ID_MESSAGE, abort: true }).check(...idRange());

export const IdParamSchema = z.object({ id: IdInUrlSchema });
export type IdParam = z.infer<typeof IdParamSchema>;

export const IsoDateTimeSchema = z.iso.datetime();

/* ─── what staff write ─── */

/** One line a person types: trimmed, not empty, no control characters. */
export const line = (max: number) =>
  z.string().trim().min(1, 'Enter a value').max(max).check(noControlCharacters());
export const optionalLine = (max: number) =>
  z.string().trim().max(max).check(noControlCharacters()).nullable();
/** Text of several lines, or rich text (sanitised on the server before it is stored). */
export const paragraph = (max: number) => z.string().max(max);

/**
 * The `updatedAt` an editor read, sent back with the edit: a change made meanwhile by somebody
 * else answers 409 CONFLICT instead of being overwritten. Absent on create.
 */
export const versionField = { updatedAt: IsoDateTimeSchema };
/** An input with the version beside it (an input with a refinement cannot be extended). */
export const versioned = <T extends z.ZodType>(input: T) =>
  z.intersection(input, z.object(versionField));

/** PUT {ids}: the new order of a list, each id once. */
export const OrderBodySchema = z.strictObject({ ids: z.array(IdSchema).min(1).max(10_000) });
/** DELETE ?confirm=true: something learners have used goes only when confirmed. */
export const ConfirmQuerySchema = z.object({ confirm: z.enum(['true', 'false']).optional() });
export const DeletedResponseSchema = dataOf(z.object({ deleted: z.literal(true) }));
