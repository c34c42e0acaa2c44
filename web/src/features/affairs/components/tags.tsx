import { useTranslation } from 'react-i18next';
import { tagName } from '../lib/tag-name';

/** An article's topics as words in the interface language; a sample item says so. */
export function Tags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('affairs');
  return (
    <ul className="list-inline mb-2" aria-label={t('topics')}>
      {tags.map((tag) => {
        const name = tag === 'sample' ? { text: t('sample') } : tagName(tag, t);
        return (
          <li key={tag} className="list-inline-item">
            <span
              className={`badge ${tag === 'sample' ? 'text-bg-warning' : 'text-bg-light border'}`}
              lang={name.lang}
            >
              {name.text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
