import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ExamLanguage } from '@pariksha/contracts/exams';
import type { TimedPaper } from '../api/get-paper';
import { useAnswers } from '../hooks/use-answers';
import { useExamClock } from '../hooks/use-exam-clock';
import { useFinishExam } from '../hooks/use-finish-exam';
import { useWideScreen } from '../hooks/use-wide-screen';
import { rememberAttempt, storedView, storeView } from '../lib/attempt-storage';
import { countStatuses } from '../lib/palette';
import { ExamHeader } from './exam-header';
import { FinishingDialog } from './finishing-dialog';
import { OfflineBanner } from './offline-banner';
import { PalettePanel } from './palette-panel';
import { QuestionActions } from './question-actions';
import { QuestionPalette } from './question-palette';
import { QuestionView } from './question-view';
import { SaveRefusedBanner } from './save-refused-banner';
import { SectionTabs } from './section-tabs';
import { SubmitDialog } from './submit-dialog';

/** The exam as in an official computer-based test: question, actions, palette, countdown. */
export function ExamScreen({ examId, paper }: { examId: string; paper: TimedPaper }) {
  const { attemptId, questions, sections } = paper;
  const bilingual = paper.languages.includes('ml');
  const [view] = useState(() => storedView(attemptId));
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      questions.findIndex((q) => q.id === view.questionId),
    ),
  );
  const [language, setLanguage] = useState<ExamLanguage>(
    bilingual && view.language === 'ml' ? 'ml' : 'en',
  );
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const wide = useWideScreen();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const finishRef = useRef<(r: 'submitted' | 'expired' | 'closed') => void>(() => undefined);
  const answers = useAnswers(attemptId, paper.answers);
  const { journal, sync, snapshot } = answers;
  const onEndedElsewhere = useCallback(() => finishRef.current('closed'), []);
  const clock = useExamClock(
    attemptId,
    { deadline: paper.deadline, offsetMs: paper.clockOffsetMs },
    onEndedElsewhere,
  );
  const msUntilDeadline = useCallback(
    () => Date.parse(clock.deadline) - (Date.now() + clock.offsetMs),
    [clock],
  );
  const { finishing, finish } = useFinishExam(examId, attemptId, answers, msUntilDeadline);
  useEffect(() => {
    finishRef.current = (r) => void finish(r);
  }, [finish]);
  // A later read of the paper never regresses a newer local answer (the higher seq wins).
  useEffect(() => journal.merge(paper.answers), [journal, paper.answers]);
  useEffect(() => rememberAttempt(attemptId, clock.deadline), [attemptId, clock.deadline]);
  // A save answered 409 ATTEMPT_CLOSED: the attempt ended (elsewhere, or the time ran out).
  useEffect(() => {
    if (snapshot.status === 'closed') finishRef.current('closed');
  }, [snapshot.status]);

  const question = questions[index]!;
  const locked = finishing !== null;
  const counts = useMemo(
    () =>
      countStatuses(
        questions.map((q) => q.id),
        snapshot.answers,
        snapshot.visited,
      ),
    [questions, snapshot.answers, snapshot.visited],
  );

  useEffect(() => {
    journal.markVisited(question.id);
    storeView(attemptId, { questionId: question.id });
    if (moved.current) headingRef.current?.focus();
  }, [journal, question.id, attemptId]);

  const go = (i: number) => {
    moved.current = true;
    setIndex((i + questions.length) % questions.length);
    setPaletteOpen(false);
  };
  const pickLanguage = (l: ExamLanguage) => {
    setLanguage(l);
    storeView(attemptId, { language: l });
  };
  const answer = snapshot.answers[String(question.id)];

  const palette = (
    <QuestionPalette
      sections={sections}
      questions={questions}
      answers={snapshot.answers}
      visited={snapshot.visited}
      currentId={question.id}
      counts={counts}
      onJump={go}
      onSubmit={() => {
        setPaletteOpen(false);
        setConfirming(true);
      }}
      disabled={locked}
    />
  );

  return (
    <div className="exam-app">
      <ExamHeader
        title={paper.title}
        snapshot={snapshot}
        language={bilingual ? language : null}
        onLanguage={pickLanguage}
        clock={clock}
        onExpire={() => void finish('expired')}
        palette={wide ? null : { open: paletteOpen, onOpen: () => setPaletteOpen(true) }}
      />
      <OfflineBanner pendingCount={snapshot.pendingCount} />
      {snapshot.status === 'refused' && (
        <SaveRefusedBanner
          reason={snapshot.refusal}
          pendingCount={snapshot.pendingCount}
          onRetry={() => void sync.retry()}
        />
      )}
      <div className="exam-body">
        <section className="exam-main" aria-label="Question">
          <SectionTabs
            sections={sections}
            current={question.sectionId}
            onPick={(id) => go(questions.findIndex((q) => q.sectionId === id))}
          />
          <QuestionView
            ref={headingRef}
            question={question}
            total={questions.length}
            language={language}
            answer={answer}
            disabled={locked}
            onChoose={(optionId) => journal.record(question.id, { optionId })}
          />
          <QuestionActions
            disabled={locked}
            isFirst={index === 0}
            onPrevious={() => go(index - 1)}
            onSaveNext={() => {
              if (answer?.markedForReview && answer.optionId !== null)
                journal.record(question.id, { markedForReview: false });
              go(index + 1);
            }}
            onMarkNext={() => {
              journal.record(question.id, { markedForReview: true });
              go(index + 1);
            }}
            onClear={() => journal.record(question.id, { optionId: null })}
          />
        </section>
        {wide && (
          <aside className="exam-aside" aria-label="Question palette">
            {palette}
          </aside>
        )}
      </div>
      <PalettePanel show={paletteOpen && !wide} onHide={() => setPaletteOpen(false)}>
        {palette}
      </PalettePanel>
      <SubmitDialog
        show={confirming && !locked}
        sections={sections}
        questions={questions}
        answers={snapshot.answers}
        visited={snapshot.visited}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void finish('submitted');
        }}
      />
      <FinishingDialog finishing={finishing} />
    </div>
  );
}
