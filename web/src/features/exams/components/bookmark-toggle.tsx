import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CheckedAnswer } from '@pariksha/contracts/practice';
import { errorMessage, errorStatus } from '@/lib/api-client';
import { BOOKMARKS_KEY, setBookmark } from '@/lib/api/set-bookmark';

/**
 * Bookmarks a question to practise it later. The press shows at once; when the server refuses,
 * the button goes back to what it was and says why.
 */
export function BookmarkToggle({
  questionId,
  bookmarked,
}: {
  questionId: number;
  bookmarked: boolean;
}) {
  const { t } = useTranslation('practice');
  const client = useQueryClient();
  const [on, setOn] = useState(bookmarked);
  const save = useMutation({
    mutationFn: (next: boolean) => setBookmark(questionId, next),
    onMutate: (next) => setOn(next),
    onError: (_err, next) => setOn(!next),
    onSuccess: (_data, next) => {
      // A learn-mode set keeps its checks for the screen: going back to the question shows it so.
      client.setQueriesData<CheckedAnswer[]>({ queryKey: ['exams', 'checks'] }, (old) =>
        old?.map((c) => (c.questionId === questionId ? { ...c, bookmarked: next } : c)),
      );
      return client.invalidateQueries({ queryKey: BOOKMARKS_KEY });
    },
  });
  const failure =
    save.error &&
    (errorStatus(save.error) === 404
      ? t('bookmark.notMet')
      : errorMessage(save.error, t('bookmark.failed')));
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm ${on ? 'btn-primary' : 'btn-outline-primary'} bookmark-toggle`}
        aria-pressed={on}
        data-testid="bookmark-toggle"
        // Not disabled while saving: the focus stays on the button.
        onClick={() => !save.isPending && save.mutate(!on)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" className="me-1">
          <path
            d="M3.5 1.5h9v13L8 11.2 3.5 14.5z"
            fill={on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
        {on ? t('bookmark.added') : t('bookmark.add')}
      </button>
      {failure && (
        <p className="text-danger-emphasis small mb-0 w-100" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
