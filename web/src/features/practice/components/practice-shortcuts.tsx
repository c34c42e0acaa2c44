import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@/lib/format';
import { useBookmarks } from '../api/get-bookmarks';
import { useMistakes } from '../api/get-mistakes';
import { practiceRoute } from '../lib/paths';

/** My mistakes and my bookmarks, each with how many, from the practice page. */
export function PracticeShortcuts() {
  const { t } = useTranslation('practice');
  const mistakes = useMistakes();
  const bookmarks = useBookmarks(1);
  const links = [
    {
      to: practiceRoute.mistakes(),
      name: t('mistakes.title'),
      count: mistakes.data?.total,
      testId: 'mistakes-link',
    },
    {
      to: practiceRoute.bookmarks(),
      name: t('bookmarks.title'),
      count: bookmarks.data?.meta.total,
      testId: 'bookmarks-link',
    },
  ];
  return (
    <nav aria-label={t('shortcuts')} className="practice-shortcuts">
      {links.map((l) => (
        <Link
          key={l.to}
          to={l.to}
          className="btn btn-outline-primary d-flex align-items-center gap-2"
          data-testid={l.testId}
        >
          <span className="me-auto">{l.name}</span>
          {l.count !== undefined && (
            <span className="badge rounded-pill text-bg-primary">{formatNumber(l.count)}</span>
          )}
        </Link>
      ))}
    </nav>
  );
}
