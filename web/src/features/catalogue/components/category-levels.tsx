import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Category } from '@pariksha/contracts/catalogue';
import { formatNumber } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { catalogueRoute } from '../lib/paths';
import { Name } from './category-level-name';

/** The exam categories as cards, each with links to its levels; the learner's own exam marked. */
export function CategoryLevels({
  categories,
  target,
}: {
  categories: Category[];
  target?: { categoryId: number | null; levelId: number | null };
}) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  return (
    <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled mb-0">
      {categories.map((c) => {
        const description = inLanguage(c.description, c.descriptionMl, language);
        return (
          <li key={c.id} className="col">
            <div className="card h-100 shadow-sm">
              <div className="card-body d-flex flex-column">
                <h3 className="h5 card-title">
                  <Name of={c} />
                </h3>
                <p className="small text-body-secondary" lang={description.lang}>
                  {description.value}
                </p>
                <ul
                  className="list-unstyled d-flex flex-column gap-2 mb-0 mt-auto"
                  aria-label={t('levels.of', {
                    category: inLanguage(c.name, c.nameMl, language).value,
                  })}
                >
                  {c.levels.map((l) => {
                    const mine = target?.categoryId === c.id && target?.levelId === l.id;
                    return (
                      <li key={l.id}>
                        <Link
                          to={catalogueRoute.progress(c.id, l.id)}
                          className={`btn w-100 d-flex flex-wrap justify-content-between align-items-center column-gap-2 ${mine ? 'btn-primary' : 'btn-outline-primary'}`}
                        >
                          {/* Spaces keep the parts apart in the link's name; flex drops them. */}
                          <span>
                            <Name of={l} />
                            {mine && (
                              <>
                                {' '}
                                <span className="ms-1 badge text-bg-light">
                                  {t('levels.yourExam')}
                                </span>
                              </>
                            )}
                          </span>{' '}
                          <span className="small">
                            {t('levels.courses', {
                              count: l.courseCount,
                              n: formatNumber(l.courseCount),
                            })}
                          </span>
                        </Link>
                      </li>
                    );
                  })}
                </ul>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
