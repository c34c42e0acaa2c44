import type { TFunction } from 'i18next';
import type { Language } from '@pariksha/contracts/languages';
import { inLanguage, type InLanguage } from '@/lib/in-language';

/** Teaching languages the interface can name in its own words. */
const KNOWN = { english: 'courseLanguage.english', malayalam: 'courseLanguage.malayalam' } as const;
const isKnown = (part: string): part is keyof typeof KNOWN => part in KNOWN;

/**
 * A course's teaching language, written as data ("Malayalam & English"), in the interface
 * language: English shows it as written; Malayalam names the languages it knows, and leaves any
 * other wording as written, marked as English.
 */
export function courseLanguage(raw: string, language: Language, t: TFunction): InLanguage<string> {
  if (language === 'en') return { value: raw, lang: undefined };
  const parts = raw.split(/\s*(?:&|,|\band\b)\s*/i).map((p) => p.trim().toLowerCase());
  if (!parts.every(isKnown)) return inLanguage(raw, null, language);
  const names = parts.map((p) => t(KNOWN[p]));
  return {
    value: new Intl.ListFormat(language, { type: 'conjunction' }).format(names),
    lang: undefined,
  };
}
