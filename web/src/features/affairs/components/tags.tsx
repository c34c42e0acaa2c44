import { useTranslation } from 'react-i18next';

/** An article's topics; a sample item says so. */
export function Tags({ tags }: { tags: string[] }) {
  const { t } = useTranslation('affairs');
  return (
    <ul className="list-inline mb-2" aria-label={t('topics')}>
      {tags.map((tag) => (
        <li key={tag} className="list-inline-item">
          <span
            className={`badge ${tag === 'sample' ? 'text-bg-warning' : 'text-bg-light border'}`}
            lang="en"
          >
            {tag === 'sample' ? t('sample') : tag}
          </span>
        </li>
      ))}
    </ul>
  );
}
