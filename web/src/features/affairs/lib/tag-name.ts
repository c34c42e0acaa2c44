import type { TFunction } from 'i18next';

/**
 * A topic as a word in the interface language: the known topics are translated; one a teacher
 * made up reads as written, its first letter a capital and its dashes spaces ("state-budget" →
 * "State budget"), marked English.
 */
export function tagName(tag: string, t: TFunction<'affairs'>): { text: string; lang?: 'en' } {
  const known = t(`tagNames.${tag}`, { defaultValue: '' });
  if (known) return { text: known };
  const words = tag.replace(/[-_]+/g, ' ').trim();
  return { text: words.charAt(0).toLocaleUpperCase() + words.slice(1), lang: 'en' };
}
