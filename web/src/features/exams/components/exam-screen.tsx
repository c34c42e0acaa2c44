import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onSessionRenewed } from '@/lib/session-expiry';
import type { TimedPaper } from '../api/get-paper';
import { useAnnouncer } from '../hooks/use-announcer';
import { useAnswers } from '../hooks/use-answers';
import { useChecks } from '../hooks/use-checks';
import { useExamClock } from '../hooks/use-exam-clock';
import { useFinishExam } from '../hooks/use-finish-exam';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { useQuestionLanguage } from '../hooks/use-question-language';
import { currentPaletteButton, usePalettePanel } from '../hooks/use-palette-panel';
import { useShortcutKeys, useShortcutsSetting } from '../hooks/use-shortcuts';
import { useTakeover } from '../hooks/use-takeover';
import { useWideScreen } from '../hooks/use-wide-screen';
import { rememberAttempt, storedView, storeView } from '../lib/attempt-storage';
import type { Command, Shortcut } from '../lib/shortcuts';
import { ExamHeader } from './exam-header';
import { FinishingDialog } from './finishing-dialog';
import { LeaveDialog } from './leave-dialog';
import { OfflineBanner } from './offline-banner';
import { PalettePanel } from './palette-panel';
import { QuestionActions } from './question-actions';
import { QuestionPalette } from './question-palette';
import { OPTION_KEYS, QuestionView } from './question-view';
import { SaveRefusedBanner } from './save-refused-banner';
import { SectionTabs } from './section-tabs';
import { ShortcutsDialog } from './shortcuts-dialog';
import { SubmitDialog } from './submit-dialog';
import { TakenOverDialog } from './taken-over-dialog';

/**
 * The exam as in an official computer-based test: question, actions, palette, countdown, all
 * usable by keyboard (single-key shortcuts, which the learner can turn off). Focus goes to the
 * question's heading whenever another question is shown, and back where it was when a panel or
 * dialog closes; it is never left on the page itself. A learn-mode practice set has no countdown
 * and checks answers instead of marking them for review (a checked answer stays as it is).
 */
export function ExamScreen({
  examId,
  paper,
  holderId,
}: {
  examId: string;
  paper: TimedPaper;
  /** This opening of the page, which has claimed the attempt (see use-takeover). */
  holderId: string;
}) {
  const { t } = useTranslation('exams');
  const { attemptId, questions, sections } = paper;
  const bilingual = paper.languages.includes('ml');
  const learn = paper.practiceMode === 'learn';
  const [view] = useState(() => storedView(attemptId));
  const [index, setIndex] = useState(() =>
    Math.max(
      0,
      questions.findIndex((q) => q.id === view.questionId),
    ),
  );
  const [language, pickLanguage] = useQuestionLanguage(attemptId, bilingual, view.language);
  const [confirming, setConfirming] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [shortcutsOn] = useShortcutsSetting();
  const [said, announce] = useAnnouncer();
  const wide = useWideScreen();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const asideRef = useRef<HTMLElement>(null);
  const panel = usePalettePanel('exam-palette-panel', headingRef, () => setConfirming(true));

  const finishRef = useRef<(r: 'submitted' | 'expired' | 'closed') => void>(() => undefined);
  const answers = useAnswers(attemptId, paper.answers, holderId);
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
  // Another tab or device took the test over: this screen takes no answers until continued here.
  const takeover = useTakeover(examId, holderId, answers, onEndedElsewhere);
  const takenOver = snapshot.status === 'taken';
  const continueHere = async () => {
    if ((await takeover.resume()) && msUntilDeadline() <= 0) void finish('expired');
  };
  const leaving = useLeaveGuard(!finishing && !takenOver);
  // Signed in again after the session ended: what waited on this device is sent at once.
  useEffect(() => onSessionRenewed(() => void sync.retry()), [sync]);
  // A later read of the paper never regresses a newer local answer (the higher seq wins).
  useEffect(() => journal.merge(paper.answers), [journal, paper.answers]);
  useEffect(() => rememberAttempt(attemptId, clock.deadline), [attemptId, clock.deadline]);
  // A save answered 409 ATTEMPT_CLOSED: the attempt ended (elsewhere, or the time ran out).
  useEffect(() => {
    if (snapshot.status === 'closed') finishRef.current('closed');
  }, [snapshot.status]);
  // The refused-save banner goes once a save succeeds; focus on its Try again goes to the question.
  const refused = snapshot.status === 'refused';
  useEffect(() => {
    if (!refused && document.activeElement === document.body) headingRef.current?.focus();
  }, [refused]);

  const question = questions[index]!;
  const locked = finishing !== null || takenOver;

  // Each question shown (the first one too) puts focus on its heading, which names it.
  useEffect(() => {
    journal.markVisited(question.id);
    storeView(attemptId, { questionId: question.id });
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    headingRef.current?.focus();
  }, [journal, question.id, attemptId]);

  const go = (i: number) => {
    setIndex((i + questions.length) % questions.length);
    if (panel.open) panel.closeTo('heading');
  };
  const togglePalette = () => {
    if (!wide) return panel.open ? panel.hide() : panel.show();
    if (asideRef.current?.contains(document.activeElement)) headingRef.current?.focus();
    else currentPaletteButton(asideRef.current)?.focus();
  };
  const answer = snapshot.answers[String(question.id)];
  const checks = useChecks(
    learn,
    { attemptId, questionId: question.id, answer },
    { locked, onClosed: onEndedElsewhere },
  );
  const saveNext = () => {
    if (answer?.markedForReview && answer.optionId !== null)
      journal.record(question.id, { markedForReview: false });
    go(index + 1);
  };
  const markNext = () => {
    journal.record(question.id, { markedForReview: true });
    go(index + 1);
  };
  const clear = () => journal.record(question.id, { optionId: null });

  const commands: Record<Command, () => void> = {
    next: saveNext,
    previous: () => index > 0 && go(index - 1),
    mark: () => !learn && markNext(),
    clear: () => {
      if (checks.checked) return;
      clear();
      announce(t('announce.cleared'));
    },
    check: checks.check,
    palette: togglePalette,
    submit: () => setConfirming(true),
    help: () => setHelpOpen(true),
    language: () => {
      if (!bilingual) return;
      const next = language === 'en' ? 'ml' : 'en';
      pickLanguage(next);
      announce(t(`announce.language.${next}`));
    },
  };
  const onShortcut = (s: Shortcut) => {
    // The panel holds focus while open: only its own key acts, closing it.
    if (panel.open) return 'command' in s && s.command === 'palette' && panel.hide();
    if ('command' in s) return commands[s.command]();
    if (checks.checked) return;
    journal.record(question.id, { optionId: question.options[s.option]!.id });
    announce(t('announce.chosen', { key: OPTION_KEYS[s.option] }));
  };
  useShortcutKeys(
    shortcutsOn && !locked && !confirming && !helpOpen,
    question.options.length,
    onShortcut,
    learn,
  );

  const palette = (
    <QuestionPalette
      sections={sections}
      questions={questions}
      answers={snapshot.answers}
      visited={snapshot.visited}
      currentId={question.id}
      onJump={go}
      onSubmit={() => (panel.open ? panel.closeTo('submit') : setConfirming(true))}
      disabled={locked}
      checks={checks.outcomes}
    />
  );

  return (
    <div className="exam-app">
      <ExamHeader
        title={paper.title}
        snapshot={snapshot}
        language={bilingual ? language : null}
        onLanguage={pickLanguage}
        clock={learn ? null : clock}
        onExpire={() => void finish('expired')}
        onHelp={() => setHelpOpen(true)}
        palette={wide ? null : { open: panel.open, onOpen: panel.show }}
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
        <section className="exam-main" aria-label={t('question.region')}>
          <div className="exam-scroll" ref={scrollRef}>
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
              checked={checks.checked}
              focusCheck={checks.focusCheck}
              checkFailure={checks.failure}
            />
          </div>
          <QuestionActions
            disabled={locked}
            isFirst={index === 0}
            onPrevious={() => go(index - 1)}
            onSaveNext={saveNext}
            onMarkNext={markNext}
            onClear={clear}
            learn={checks.actions}
          />
        </section>
        {wide && (
          <aside ref={asideRef} className="exam-aside" aria-label={t('palette.label')}>
            {palette}
          </aside>
        )}
      </div>
      <PalettePanel
        show={panel.open && !wide}
        onHide={panel.hide}
        onEntered={panel.onEntered}
        onExited={panel.onExited}
      >
        {palette}
      </PalettePanel>
      <SubmitDialog
        show={confirming && !locked}
        restoreFocus={!locked}
        sections={sections}
        questions={questions}
        answers={snapshot.answers}
        visited={snapshot.visited}
        learn={learn}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void finish('submitted');
        }}
      />
      <ShortcutsDialog
        show={helpOpen}
        bilingual={bilingual}
        learn={learn}
        onHide={() => setHelpOpen(false)}
      />
      <LeaveDialog
        show={leaving.asking && !finishing}
        learn={learn}
        onStay={leaving.stay}
        onLeave={leaving.leave}
      />
      <FinishingDialog finishing={finishing} />
      <TakenOverDialog
        show={takenOver && !finishing}
        resuming={takeover.resuming}
        failure={takeover.failure}
        onContinue={() => void continueHere()}
      />
      <div className="visually-hidden" role="status" data-testid="exam-announcer">
        {said}
      </div>
    </div>
  );
}
