import type { UploadKind } from '@pariksha/contracts/admin-paths';

/*
 * A console form's fields described as data, and the conversions between what its inputs hold
 * and the contract's body (the contract itself is checked in one place: the server).
 */

type Base = {
  name: string;
  label: string;
  hint?: string;
  /** The form cannot be sent without it: its label is marked, and it is `aria-required`. */
  required?: boolean;
};
export type FieldDef = Base &
  (
    | { kind: 'text' | 'textarea' | 'html'; nullable?: boolean; rows?: number }
    | { kind: 'number'; step?: number; min?: number; nullable?: boolean }
    | { kind: 'datetime'; nullable?: boolean }
    | { kind: 'checkbox' }
    | { kind: 'select'; options: { value: string | number; label: string }[]; nullable?: boolean }
    | { kind: 'multi'; options: { value: number; label: string }[] }
    | { kind: 'lines' }
    | {
        kind: 'upload';
        upload: UploadKind;
        accept: string;
        nullable?: boolean;
        /** A field the video's length (whole seconds) goes into once it is known. */
        durationInto?: string;
        /** The picture shown while none is uploaded (what learners see instead). */
        emptyImage?: string;
      }
  );

export type Values = Record<string, unknown>;

/** A datetime-local input's value (local time) and back. */
const toLocal = (iso: unknown) => {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null);

/** The body the contract takes, from what the inputs hold. */
export function toBody(fields: FieldDef[], raw: Values): Values {
  const body: Values = {};
  for (const f of fields) {
    const v = raw[f.name];
    switch (f.kind) {
      case 'number':
        body[f.name] =
          v === '' || v === undefined || v === null ? (f.nullable ? null : NaN) : Number(v);
        break;
      case 'datetime':
        body[f.name] = fromLocal(String(v ?? ''));
        break;
      case 'checkbox':
        body[f.name] = Boolean(v);
        break;
      case 'lines':
        body[f.name] = String(v ?? '')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
        break;
      case 'multi':
        body[f.name] = (v as number[] | undefined) ?? [];
        break;
      case 'select': {
        const option = f.options.find((o) => String(o.value) === String(v));
        body[f.name] = option ? option.value : null;
        break;
      }
      default:
        body[f.name] = f.nullable && (v === '' || v === undefined) ? null : (v ?? '');
    }
  }
  return body;
}

/** The inputs' values from a stored item. */
export function toRaw(fields: FieldDef[], item: Values): Values {
  const raw: Values = {};
  for (const f of fields) {
    const v = item[f.name];
    if (f.kind === 'datetime') raw[f.name] = toLocal(v);
    else if (f.kind === 'lines') raw[f.name] = ((v as string[] | null) ?? []).join('\n');
    else if (f.kind === 'checkbox') raw[f.name] = Boolean(v);
    else if (f.kind === 'multi') raw[f.name] = (v as number[] | undefined) ?? [];
    else raw[f.name] = v ?? '';
  }
  return raw;
}
