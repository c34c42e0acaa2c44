import type { ExamLanguage } from '@pariksha/contracts/exams';

/** English ⇄ Malayalam, for papers that have both. */
export function LanguageToggle({
  value,
  onChange,
}: {
  value: ExamLanguage;
  onChange: (l: ExamLanguage) => void;
}) {
  return (
    <div className="btn-group btn-group-sm" role="group" aria-label="Question language">
      {(['en', 'ml'] as const).map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          className={`btn ${value === l ? 'btn-light' : 'btn-outline-light'}`}
          aria-pressed={value === l}
          onClick={() => onChange(l)}
        >
          {l === 'en' ? 'English' : 'മലയാളം'}
        </button>
      ))}
    </div>
  );
}
