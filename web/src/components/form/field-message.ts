import type { TFunction } from 'i18next';
import { FieldMessage, type FieldMessageKey } from '@pariksha/contracts/fields';
import { i18n } from '@/lib/i18n';

const keyOf = new Map<string, FieldMessageKey>(
  Object.entries(FieldMessage).map(([key, text]) => [text, key as FieldMessageKey]),
);

/**
 * A field's message in the interface language: the contracts' schemas and the server say it in
 * English from the catalogue `FieldMessage`; it is found there by its text and shown from common
 * `fields.<key>`. Any message the catalogue does not hold is shown as it is.
 */
export function fieldMessage(message: string, t?: TFunction): string;
export function fieldMessage(message: string | undefined, t?: TFunction): string | undefined;
export function fieldMessage(message: string | undefined, t: TFunction = i18n.t.bind(i18n)) {
  const key = message === undefined ? undefined : keyOf.get(message);
  return key ? t(`fields.${key}`, { ns: 'common' }) : message;
}
