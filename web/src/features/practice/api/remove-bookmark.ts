import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKMARKS_KEY, setBookmark } from '@/lib/api/set-bookmark';

/** Takes a bookmark off; the list is read again once the server has it. */
export function useRemoveBookmark() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number) => setBookmark(questionId, false),
    onSettled: () => client.invalidateQueries({ queryKey: BOOKMARKS_KEY }),
  });
}
