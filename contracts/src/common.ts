import { z } from 'zod';

/** Success envelope: `{ data: … }`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const IdParamSchema = z.object({ id: z.coerce.number().int().positive() });
export type IdParam = z.infer<typeof IdParamSchema>;

export const IsoDateTimeSchema = z.iso.datetime();
