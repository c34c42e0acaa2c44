import type { Language } from '@pariksha/contracts/languages';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';

/** A category's or level's name with its Malayalam version, where it has one. */
export type Named = { name: string; nameMl: string | null };

/** A name in the interface language, marked as English where English stands in for Malayalam. */
export function Name({ of }: { of: Named }) {
  const name = inLanguage(of.name, of.nameMl, useLanguage());
  return <span lang={name.lang}>{name.value}</span>;
}

/** "Kerala PSC · 10th Level", each name in the interface language. */
export function CategoryLevelName({ category, level }: { category: Named; level: Named }) {
  return (
    <>
      <Name of={category} /> · <Name of={level} />
    </>
  );
}

/** The same as plain text, for places that take a string (breadcrumbs, labels). */
export const categoryLevelText = (category: Named, level: Named, language: Language) =>
  `${inLanguage(category.name, category.nameMl, language).value} · ${inLanguage(level.name, level.nameMl, language).value}`;
