import { useTranslation } from 'react-i18next';
import type { ExamLanguage } from '@pariksha/contracts/exams';
import { useKeyShortcut } from '../hooks/use-shortcuts';

/**
 * English ⇄ Malayalam questions, for papers that have both; each named in its own language. On
 * the exam screen's dark header (`onDark`) its keyboard shortcut is announced; elsewhere there is
 * none.
 */
export function LanguageToggle({
  value,
  onChange,
  onDark = false,
}: {
  value: ExamLanguage;
  onChange: (l: ExamLanguage) => void;
  onDark?: boolean;
}) {
  const { t } = useTranslation('exams');
  const key = useKeyShortcut('language');
  const tone = onDark ? 'light' : 'primary';
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={t('language.questions')}>
      {(['en', 'ml'] as const).map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className={`btn ${value === l ? `btn-${tone}` : `btn-outline-${tone}`}`}
          aria-pressed={value === l}
          aria-keyshortcuts={onDark && value !== l ? key : undefined}
          onClick={() => onChange(l)}
        >
          {t(`language.${l}`)}
        </button>
      ))}
    </div>
  );
}
