import type { ExamLanguage } from '@pariksha/contracts/exams';
import type { ExamClock } from '../hooks/use-exam-clock';
import type { AnswersSnapshot } from '../hooks/use-answers';
import { Countdown } from './countdown';
import { LanguageToggle } from './language-toggle';
import { SaveStatus } from './save-status';

type Props = {
  title: string;
  snapshot: AnswersSnapshot;
  /** Shown only for papers in both languages. */
  language: ExamLanguage | null;
  onLanguage: (l: ExamLanguage) => void;
  clock: ExamClock;
  onExpire: () => void;
  /** Narrow screens: the button that opens the palette panel. */
  palette: { open: boolean; onOpen: () => void } | null;
};

/** The exam's bar: title, save state, language, countdown (and the palette button on phones). */
export function ExamHeader({
  title,
  snapshot,
  language,
  onLanguage,
  clock,
  onExpire,
  palette,
}: Props) {
  return (
    <header className="exam-header">
      <h1 className="exam-title">{title}</h1>
      <SaveStatus status={snapshot.status} pendingCount={snapshot.pendingCount} />
      {language && <LanguageToggle value={language} onChange={onLanguage} />}
      <Countdown deadline={clock.deadline} offsetMs={clock.offsetMs} onExpire={onExpire} />
      {palette && (
        <button
          type="button"
          className="btn btn-light btn-sm"
          aria-expanded={palette.open}
          aria-controls="exam-palette-panel"
          onClick={palette.onOpen}
        >
          Questions
        </button>
      )}
    </header>
  );
}
