import { toBody, type FieldDef } from '@/components/console/form-values';

type Schema = { shape: Record<string, { safeParse: (value: unknown) => { success: boolean } }> };

/**
 * The names of a form's fields that its contract refuses empty (what the form sends for a field
 * left as it is): those the form must mark as required, and no other.
 */
export function requiredByContract(fields: FieldDef[], schema: Schema): string[] {
  const empty = toBody(fields, {});
  return fields
    .filter((f) => {
      const field = schema.shape[f.name];
      if (!field) throw new Error(`${f.name} is not in the contract`);
      return !field.safeParse(empty[f.name]).success;
    })
    .map((f) => f.name);
}

/** The names of the fields a form marks as required. */
export const markedRequired = (fields: FieldDef[]) =>
  fields.filter((f) => f.required).map((f) => f.name);
