import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshStaff } from '@/lib/query-client';
import { fileQuestions } from '../../api/file-questions';
import { Refusal } from './refusal';
import type { TopicNode } from './topic-nodes';

/** The ticked questions filed under a topic chosen from the tree, or under none. */
export function FileUnder({
  all,
  selected,
  onFiled,
}: {
  all: TopicNode[];
  selected: number[];
  onFiled: () => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const refresh = useRefreshStaff();
  const [open, setOpen] = useState(false);
  const [topicId, setTopicId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [filed, setFiled] = useState<number | null>(null);

  async function file(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { moved } = await fileQuestions(selected, topicId ? Number(topicId) : null);
      setFiled(moved);
      setOpen(false);
      onFiled();
      await refresh();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mb-3 d-flex flex-column gap-2">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <span className="small text-body-secondary me-auto">
          {t('qbank.ticked', { count: selected.length })}
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={selected.length === 0}
          aria-expanded={open && selected.length > 0}
          onClick={() => {
            setOpen(!open);
            setFiled(null);
          }}
        >
          {t('qbank.fileUnder')}
        </button>
      </div>
      {open && selected.length > 0 && (
        <form className="card card-body" onSubmit={(e) => void file(e)}>
          <label className="form-label" htmlFor={`${id}-topic`}>
            {t('qbank.fileTopic')}
          </label>
          <select
            id={`${id}-topic`}
            className="form-select mb-2"
            value={topicId}
            onChange={(e) => setTopicId(e.target.value)}
          >
            <option value="">{t('qbank.noTopic')}</option>
            {all.map((n) => (
              <option key={n.id} value={n.id}>
                {n.path}
              </option>
            ))}
          </select>
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('qbank.file', { count: selected.length })}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setOpen(false)}
            >
              {t('form.cancel')}
            </button>
          </div>
        </form>
      )}
      <Refusal error={error} />
      {filed !== null && (
        <div className="alert alert-success mb-0" role="status">
          {t('qbank.filed', { count: filed })}
        </div>
      )}
    </div>
  );
}
