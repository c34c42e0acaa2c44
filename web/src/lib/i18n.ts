import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@pariksha/contracts/languages';

/**
 * The interface's messages: one JSON file per language and namespace in src/messages/<lang>/,
 * each its own chunk, fetched when a screen of that namespace first renders in that language.
 * An English reader downloads no Malayalam and a Malayalam reader no English: there is no
 * fallback language, so a key missing in one language is caught by messages.test.ts instead.
 */
export const NAMESPACES = [
  'common',
  'accounts',
  'catalogue',
  'search',
  'exams',
  'info',
  'classes',
  'live',
  'material',
  'affairs',
  'console',
  'notifications',
  'twofactor',
  'enrolment',
  'practice',
  'daily',
  'standing',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const isLanguage = (v: unknown): v is Language =>
  typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

export const i18n = i18next.createInstance();

/** Loads the language's common messages; resolves once the first screen can be painted in it. */
export function startI18n(language: Language) {
  return i18n
    .use(resourcesToBackend((lng: string, ns: string) => import(`../messages/${lng}/${ns}.json`)))
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      fallbackLng: false,
      ns: ['common'],
      defaultNS: 'common',
      // React escapes what it renders; messages hold no HTML.
      interpolation: { escapeValue: false },
      returnNull: false,
    });
}
