import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaperInfo } from '@pariksha/contracts/exams';
import { FieldProblem } from '@/components/console/console-form';
import { FieldInput } from '@/components/console/field-input';
import type { FieldDef } from '@/components/console/form-values';

/** What the inputs hold: the year as typed, so a half-typed one is the server's to refuse. */
type Draft = { board: string; post: string; year: string; code: string };

const draftOf = (p: PaperInfo | null): Draft | null =>
  p && { board: p.board, post: p.post, year: String(p.year), code: p.code ?? '' };

/** The contract's paper: null for a mock test. */
const paperOf = (d: Draft | null): PaperInfo | null =>
  d && {
    board: d.board,
    post: d.post,
    year: d.year.trim() === '' ? NaN : Number(d.year),
    code: d.code.trim() || null,
  };

/** An exam's place in the library of previous-year papers, as the form holds it. */
export function usePaperDraft(initial: PaperInfo | null) {
  const [draft, setDraft] = useState(() => draftOf(initial));
  return { draft, setDraft, paper: paperOf(draft) };
}

/**
 * "A previous-year paper": ticked, the board, post, year and code learners find it under in the
 * library of papers; unticked, the exam is a mock test of its course.
 */
export function PaperFields({
  state: { draft, setDraft },
  problem,
}: {
  state: ReturnType<typeof usePaperDraft>;
  problem?: string;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const fields: FieldDef[] = [
    { name: 'board', label: t('exam.paper.board'), kind: 'text', required: true },
    { name: 'post', label: t('exam.paper.post'), kind: 'text', required: true },
    { name: 'year', label: t('exam.paper.year'), kind: 'number', step: 1, required: true },
    { name: 'code', label: t('exam.paper.code'), kind: 'text', hint: t('exam.paper.codeHint') },
  ];
  return (
    <fieldset className="mb-3" aria-describedby={problem ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-0">{t('exam.paper.title')}</legend>
      <p className="form-text mt-0 mb-2">{t('exam.paper.hint')}</p>
      <FieldInput
        field={{ name: 'isPaper', label: t('exam.paper.is'), kind: 'checkbox' }}
        inputId={`${id}-is`}
        value={draft !== null}
        set={(_, on) => setDraft(on ? { board: '', post: '', year: '', code: '' } : null)}
      />
      {draft && (
        <div className="row g-2">
          {fields.map((f) => (
            <div key={f.name} className="col-12 col-md-6">
              <FieldInput
                field={f}
                inputId={`${id}-${f.name}`}
                value={draft[f.name as keyof Draft]}
                set={(name, value) => setDraft({ ...draft, [name]: String(value ?? '') })}
              />
            </div>
          ))}
        </div>
      )}
      <FieldProblem id={`${id}-error`} message={problem} />
    </fieldset>
  );
}
