const MALAYALAM = /[\u0D00-\u0D7F]/;

/**
 * The language a title or name is written in (they are shown as written): Malayalam when it has
 * a Malayalam letter, otherwise English, so a screen reader voices it right and the Malayalam
 * interface marks the English it shows.
 */
export const textLang = (text: string): 'ml' | 'en' => (MALAYALAM.test(text) ? 'ml' : 'en');
