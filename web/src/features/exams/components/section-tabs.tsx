import { useTranslation } from 'react-i18next';
import type { ExamSection } from '@pariksha/contracts/exams';
import { textLang } from '../lib/format';

/** Jump between sections; the current question's section is the current one. */
export function SectionTabs({
  sections,
  current,
  onPick,
}: {
  sections: ExamSection[];
  current: number;
  onPick: (sectionId: number) => void;
}) {
  const { t } = useTranslation('exams');
  if (sections.length < 2) return null;
  return (
    <nav aria-label={t('sections.label')} className="section-tabs mb-3">
      <ul className="nav nav-pills flex-nowrap overflow-auto">
        {sections.map((s) => (
          <li className="nav-item" key={s.id}>
            <button
              type="button"
              className={`nav-link text-nowrap${s.id === current ? ' active' : ''}`}
              aria-current={s.id === current ? 'true' : undefined}
              onClick={() => onPick(s.id)}
            >
              <span lang={textLang(s.title)}>{s.title}</span>{' '}
              <span className="small">({s.questionCount})</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
