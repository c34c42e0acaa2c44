import { useTranslation } from 'react-i18next';
import type { Bookmark } from '@pariksha/contracts/practice';
import { formatDateTime, relativeTime } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { plainText } from '@/lib/plain-text';

/** My bookmarked questions, newest first: the stem shortly, its topic, when, and Remove. */
export function BookmarksList({
  bookmarks,
  onRemove,
}: {
  bookmarks: Bookmark[];
  onRemove: (questionId: number) => void;
}) {
  const { t } = useTranslation('practice');
  const language = useLanguage();
  return (
    <ul className="list-group shadow-sm">
      {bookmarks.map((b) => {
        const stem = inLanguage(b.stem, b.stemMl, language);
        const text = plainText(stem.value);
        return (
          <li
            key={b.questionId}
            className="list-group-item d-flex flex-wrap align-items-start gap-2 py-3"
            data-testid="bookmark"
          >
            <div className="practice-set-text">
              <p className="mb-1 mistake-stem" lang={stem.lang}>
                {text}
              </p>
              <p className="small text-body-secondary mb-0 d-flex flex-wrap column-gap-2">
                {b.topic && <span lang="en">{b.topic}</span>}
                <span>
                  {t('bookmarks.when')}{' '}
                  <time dateTime={b.bookmarkedAt} title={formatDateTime(b.bookmarkedAt)}>
                    {relativeTime(b.bookmarkedAt)}
                  </time>
                </span>
              </p>
            </div>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger ms-auto"
              aria-label={t('bookmarks.removeLabel', { question: text.slice(0, 80) })}
              onClick={() => onRemove(b.questionId)}
            >
              {t('bookmarks.remove')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
