import { practiceUrl } from '@pariksha/contracts/practice-paths';
import { sendData } from '@/lib/api-client';

/**
 * Bookmarks a question the learner has met, or takes the bookmark off: the review, the checked
 * question and the bookmarks list all write through this one call.
 */
export const setBookmark = (questionId: number, bookmarked: boolean) =>
  sendData<{ questionId: number; bookmarked: boolean }>(
    practiceUrl.bookmark(questionId),
    bookmarked ? 'PUT' : 'DELETE',
  );

/** The key every read of bookmarks sits under, so a change anywhere reads them again. */
export const BOOKMARKS_KEY = ['practice', 'bookmarks'] as const;
