import { useTranslation } from 'react-i18next';
import type { AdminExam } from '@pariksha/contracts/exams-staff';
import { RequiredMark } from '@/components/console/console-form';

/** The exam's section a question goes into (it always goes into one). */
export function SectionSelect({
  id,
  exam,
  value,
  onChange,
}: {
  id: string;
  exam: AdminExam;
  value: number;
  onChange: (sectionId: number) => void;
}) {
  const { t } = useTranslation('console');
  return (
    <>
      <label className="form-label" htmlFor={id}>
        {t('q.section')}
      </label>
      <RequiredMark />
      <select
        id={id}
        className="form-select"
        required
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {exam.sections.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </select>
    </>
  );
}
