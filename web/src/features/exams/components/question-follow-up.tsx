import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MyFeedback } from '@pariksha/contracts/feedback';
import { useQuestionFeedback } from '../api/get-question-feedback';
import { BookmarkToggle } from './bookmark-toggle';
import { FeedbackDialog, type Talk } from './feedback-dialog';
import { MyFeedbackList } from './my-feedback-list';

/**
 * Under a reviewed or checked question: bookmark it, ask a doubt about it, report an error in it.
 * What the learner sent is in sight with its status and reply, read again once they open either.
 */
export function QuestionFollowUp({
  questionId,
  bookmarked,
  sent,
  subject,
}: {
  questionId: number;
  bookmarked: boolean;
  /** What the learner sent about it, as the review or check delivered it. */
  sent: MyFeedback[];
  /** "Question 3": what the dialog's title names. */
  subject: string;
}) {
  const { t } = useTranslation('practice');
  const [talk, setTalk] = useState<Talk>('doubt');
  const [show, setShow] = useState(false);
  const [opened, setOpened] = useState(false);
  const feedback = useQuestionFeedback(questionId, opened);
  const open = (what: Talk) => {
    setOpened(true);
    setTalk(what);
    setShow(true);
  };
  const mine = feedback.data?.mine ?? sent;
  return (
    <div className="question-follow-up mt-3" data-testid="question-follow-up">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <BookmarkToggle questionId={questionId} bookmarked={bookmarked} />
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => open('doubt')}
        >
          {t('talk.ask')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => open('report')}
        >
          {t('talk.report')}
        </button>
      </div>
      {mine.length > 0 && (
        <div className="mt-2 small">
          <MyFeedbackList items={mine} brief />
        </div>
      )}
      <FeedbackDialog
        questionId={questionId}
        talk={talk}
        show={show}
        subject={subject}
        feedback={feedback}
        onClose={() => setShow(false)}
      />
    </div>
  );
}
