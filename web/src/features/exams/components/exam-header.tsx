import { useTranslation } from 'react-i18next';
import type { ExamLanguage } from '@pariksha/contracts/exams';
import type { ExamClock } from '../hooks/use-exam-clock';
import type { AnswersSnapshot } from '../hooks/use-answers';
import { useKeyShortcut } from '../hooks/use-shortcuts';
import { textLang } from '../lib/format';
import { Countdown } from './countdown';
import { LanguageToggle } from './language-toggle';
import { SaveStatus } from './save-status';

type Props = {
  title: string;
  snapshot: AnswersSnapshot;
  /** Shown only for papers in both languages. */
  language: ExamLanguage | null;
  onLanguage: (l: ExamLanguage) => void;
  /** null for a set without a clock to speak of (learn mode): no countdown. */
  clock: ExamClock | null;
  onExpire: () => void;
  onHelp: () => void;
  /** Narrow screens: the button that opens the palette panel. */
  palette: { open: boolean; onOpen: () => void } | null;
};

/** The exam's bar: title, save state, language, countdown, keyboard help (and the palette button on phones). */
export function ExamHeader({
  title,
  snapshot,
  language,
  onLanguage,
  clock,
  onExpire,
  onHelp,
  palette,
}: Props) {
  const { t } = useTranslation('exams');
  const helpKey = useKeyShortcut('help');
  const paletteKey = useKeyShortcut('palette');
  return (
    <header className="exam-header">
      <h1 className="exam-title" lang={textLang(title)}>
        {title}
      </h1>
      <SaveStatus status={snapshot.status} pendingCount={snapshot.pendingCount} />
      {language && <LanguageToggle value={language} onChange={onLanguage} onDark />}
      {clock && (
        <Countdown deadline={clock.deadline} offsetMs={clock.offsetMs} onExpire={onExpire} />
      )}
      <button
        type="button"
        className="btn btn-light btn-sm exam-help-button"
        onClick={onHelp}
        aria-haspopup="dialog"
        aria-keyshortcuts={helpKey}
      >
        <svg width="20" height="14" viewBox="0 0 20 14" aria-hidden="true" focusable="false">
          <rect
            x="0.75"
            y="0.75"
            width="18.5"
            height="12.5"
            rx="2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path
            d="M4 4h2M8 4h2M12 4h2M16 4h0M4 7h2M8 7h2M12 7h2M6 10h8"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
        <span className="exam-help-text">{t('shortcuts.open')}</span>
      </button>
      {palette && (
        <button
          type="button"
          className="btn btn-light btn-sm"
          aria-expanded={palette.open}
          aria-controls="exam-palette-panel"
          aria-keyshortcuts={paletteKey}
          onClick={palette.onOpen}
        >
          {t('palette.open')}
        </button>
      )}
    </header>
  );
}
