import { useId, useState, type ReactNode } from 'react';
import { ConsoleForm, type FieldErrors } from './console-form';
import { FieldInput } from './field-input';
import { toBody, toRaw, type FieldDef, type Values } from './form-values';

/**
 * A form for a kind of content whose fields are described as data: filled from the stored item,
 * sent as the contract's body, the server's problems shown at their fields.
 */
export function EntityForm({
  fields,
  item,
  submitLabel,
  onSubmit,
  onCancel,
  children,
  childFields = [],
}: {
  fields: FieldDef[];
  /** The stored item being edited (its values fill the form), or the defaults of a new one. */
  item: Values;
  submitLabel: string;
  /** Sends the body; a rejection's field problems are shown at their fields. */
  onSubmit: (body: Values) => Promise<unknown>;
  onCancel?: () => void;
  /** More of the form after the fields (an exam's sections), given the problems by field name. */
  children?: ReactNode | ((errors: FieldErrors) => ReactNode);
  /** The body's fields the children show problems at (the others are listed above the form). */
  childFields?: string[];
}) {
  const id = useId();
  const [raw, setRaw] = useState<Values>(() => toRaw(fields, item));
  const set = (name: string, value: unknown) => setRaw((r) => ({ ...r, [name]: value }));
  return (
    <ConsoleForm
      onSubmit={() => onSubmit(toBody(fields, raw))}
      submitLabel={submitLabel}
      onCancel={onCancel}
      shown={[...fields.map((f) => f.name), ...childFields]}
      marksRequired={fields.some((f) => f.required)}
    >
      {(errors) => (
        <>
          {fields.map((f) => (
            <FieldInput
              key={f.name}
              field={f}
              inputId={`${id}-${f.name}`}
              value={raw[f.name]}
              problem={errors[f.name]}
              set={set}
            />
          ))}
          {typeof children === 'function' ? children(errors) : children}
        </>
      )}
    </ConsoleForm>
  );
}
