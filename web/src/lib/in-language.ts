import type { Language } from '@pariksha/contracts/languages';

/** Content picked for the interface language, and the `lang` its element needs (if any). */
export type InLanguage<T> = { value: T; lang: 'en' | undefined };

/**
 * The version of some content for the interface language: the Malayalam where there is one, else
 * the English. `lang` is 'en' only when English stands in inside the Malayalam interface, so a
 * screen reader reads it with an English voice; otherwise the element keeps the page's language.
 * An empty Malayalam version ('' or []) counts as none.
 */
export function inLanguage<T extends string | readonly string[]>(
  en: T,
  ml: T | null | undefined,
  language: Language,
): InLanguage<T> {
  if (language === 'en') return { value: en, lang: undefined };
  if (ml != null && ml.length > 0) return { value: ml, lang: undefined };
  return { value: en, lang: 'en' };
}
