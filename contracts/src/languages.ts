/*
 * The languages of the interface and of bilingual content: English and Malayalam. Free of zod,
 * so the web app's entry (which picks the language before the first paint) bundles no schema code.
 */
export const LANGUAGES = ['en', 'ml'] as const;
export type Language = (typeof LANGUAGES)[number];
