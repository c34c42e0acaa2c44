import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseSearchHit } from '@pariksha/contracts/catalogue';
import { CourseAccess } from '@/components/access/course-access';
import { formatNumber } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

export type SearchState = 'closed' | 'loading' | 'empty' | 'ready';

/**
 * What the search is doing, told to screen readers as it changes: one live region that is always
 * on the page (a region added together with its text is often not read). While loading or with
 * nothing found it is also the visible dropdown (a spinner, 'No Data Found'); with hits it only
 * says how many there are.
 */
export function SearchStatus({ state, count }: { state: SearchState; count: number }) {
  const { t } = useTranslation('search');
  const shown = state === 'loading' || state === 'empty';
  return (
    <div role="status" className={shown ? 'course-search-dropdown card shadow' : 'visually-hidden'}>
      {state === 'loading' && (
        <div className="d-flex justify-content-center p-3">
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
          <span className="visually-hidden">{t('app.loading', { ns: 'common' })}</span>
        </div>
      )}
      {state === 'empty' && (
        <div className="p-3 text-center text-body-secondary">{t('results.none')}</div>
      )}
      {state === 'ready' && t('results.found', { count, n: formatNumber(count) })}
    </div>
  );
}

/**
 * The hits as the combobox's listbox: image, course name, and category · level; under the name of
 * a course found by something inside it, what that was ("Unit: Indian History…").
 */
export function SearchResults({
  listId,
  hits,
  activeIndex,
  onChoose,
  onHover,
}: {
  listId: string;
  hits: CourseSearchHit[];
  activeIndex: number;
  onChoose: (hit: CourseSearchHit) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation('search');
  const language = useLanguage();
  const list = useRef<HTMLUListElement>(null);
  // Arrow keys move through the options from the input: keep the active one in view.
  useEffect(() => {
    list.current?.children[activeIndex]?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex]);

  return (
    <ul
      ref={list}
      id={listId}
      role="listbox"
      aria-label={t('results.label')}
      className="course-search-list list-unstyled mb-0 py-1"
    >
      {hits.map((hit, i) => {
        const category = inLanguage(hit.categoryName, hit.categoryNameMl, language);
        const level = inLanguage(hit.levelName, hit.levelNameMl, language);
        const inside = hit.matchedIn;
        const insideTitle = inside && inLanguage(inside.title, inside.titleMl, language);
        return (
          // Keyboard use goes through the combobox input (arrow keys, Enter), as the pattern says.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={hit.id}
            id={optionId(listId, i)}
            role="option"
            aria-selected={i === activeIndex}
            className="course-search-option d-flex align-items-center gap-3 px-3 py-2"
            onMouseDown={(e) => e.preventDefault()}
            onMouseMove={() => onHover(i)}
            onClick={() => onChoose(hit)}
          >
            <img src={hit.course_image} alt="" width={64} height={36} className="rounded" />
            <span className="d-flex flex-column lh-sm">
              <span className="fw-semibold">{hit.course_name}</span>{' '}
              {inside && insideTitle && (
                <span className="small">
                  <span className="text-body-secondary">
                    {t(`results.matchedIn.${inside.kind}`)}:
                  </span>{' '}
                  <span lang={insideTitle.lang}>{insideTitle.value}</span>{' '}
                </span>
              )}
              <span className="small text-body-secondary">
                <span lang={category.lang}>{category.value}</span> ·{' '}
                <span lang={level.lang}>{level.value}</span>
              </span>
              <CourseAccess access={hit.access} className="small mt-1" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
