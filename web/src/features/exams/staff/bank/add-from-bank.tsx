import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminExam } from '@pariksha/contracts/exams-staff';
import { useLanguage } from '@/lib/language';
import { addFromBank } from '../../api/add-from-bank';
import { useTopics } from '../../api/get-topics';
import { SectionSelect } from '../section-select';
import { BankQuestions } from './bank-questions';
import { Refusal } from './refusal';
import { buildTree, flatten, placeOf, type Place } from './topic-nodes';

/** Questions of the bank, found by topic, words and difficulty, put at the end of a section. */
export function AddFromBank({
  exam,
  onClose,
}: {
  exam: AdminExam;
  /** Closes the panel; after an addition, once the exam's questions are read again. */
  onClose: () => Promise<unknown>;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const language = useLanguage();
  const topics = useTopics();
  const [place, setPlace] = useState<Place>('all');
  const [selected, setSelected] = useState<number[]>([]);
  const [sectionId, setSectionId] = useState(exam.sections[0]!.id);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const all = flatten(buildTree(topics.data ?? [], language));

  async function add() {
    setBusy(true);
    setError(null);
    try {
      await addFromBank(exam.id, sectionId, selected);
      await onClose();
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="h5">
        {t('qbank.add')}
      </h2>
      <div className="row g-2 mb-3">
        <div className="col-sm-6">
          <label className="form-label" htmlFor={`${id}-topic`}>
            {t('q.topic')}
          </label>
          <select
            id={`${id}-topic`}
            className="form-select"
            value={String(place)}
            onChange={(e) => setPlace(placeOf(e.target.value))}
          >
            <option value="all">{t('qbank.all')}</option>
            <option value="unfiled">{t('qbank.unfiled')}</option>
            {all.map((n) => (
              <option key={n.id} value={n.id}>
                {n.path}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6">
          <SectionSelect
            id={`${id}-section`}
            exam={exam}
            value={sectionId}
            onChange={setSectionId}
          />
        </div>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy || selected.length === 0}
          onClick={() => void add()}
        >
          {t('qbank.addTo')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={() => void onClose()}>
          {t('form.cancel')}
        </button>
        <span className="small text-body-secondary">
          {t('qbank.ticked', { count: selected.length })}
        </span>
      </div>
      <Refusal error={error} />
      <BankQuestions place={place} selected={selected} onSelect={setSelected} paperId={exam.id} />
    </section>
  );
}
