import { z } from 'zod';
import { ID_MESSAGE, IdInUrlSchema, idRange } from './fields';

/** Success envelope: `{ data: … }`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** An id in a body or a response, for zod contracts (zod/mini ones use `idSchema`). */
export const IdSchema = z.int({ error: ID_MESSAGE, abort: true }).check(...idRange());

export const IdParamSchema = z.object({ id: IdInUrlSchema });
export type IdParam = z.infer<typeof IdParamSchema>;

export const IsoDateTimeSchema = z.iso.datetime();
