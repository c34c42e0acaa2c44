import { useTranslation } from 'react-i18next';
import type { ExamLanguage } from '@pariksha/contracts/exams';
import { useKeyShortcut } from '../hooks/use-shortcuts';

/** English ⇄ Malayalam questions, for papers that have both; each named in its own language. */
export function LanguageToggle({
  value,
  onChange,
}: {
  value: ExamLanguage;
  onChange: (l: ExamLanguage) => void;
}) {
  const { t } = useTranslation('exams');
  const key = useKeyShortcut('language');
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label={t('language.questions')}>
      {(['en', 'ml'] as const).map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className={`btn ${value === l ? 'btn-light' : 'btn-outline-light'}`}
          aria-pressed={value === l}
          aria-keyshortcuts={value === l ? undefined : key}
          onClick={() => onChange(l)}
        >
          {t(`language.${l}`)}
        </button>
      ))}
    </div>
  );
}
