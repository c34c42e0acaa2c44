import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminExam } from '@pariksha/contracts/exams-staff';
import type { QuestionImport } from '@pariksha/contracts/exams-bank';
import { IMPORT_MAX_BYTES, IMPORT_MAX_QUESTIONS } from '@pariksha/contracts/exams-paths';
import { ApiError, errorMessage, fieldProblems } from '@/lib/api-client';
import { useRefreshStaff } from '@/lib/query-client';
import { exportQuestions } from '../api/export-questions';
import { getQuestionTemplate } from '../api/get-question-template';
import { importUnderWay, useQuestionImport } from '../api/get-question-import';
import { importQuestions } from '../api/import-questions';
import { BankCheckResult } from './bank-check-result';
import { SectionSelect } from './section-select';

const FORMATS = ['csv', 'gift', 'aiken'] as const;
type Format = (typeof FORMATS)[number];

/** The format a file's name suggests; the person can change it. */
const formatOf = (name: string): Format =>
  /\.csv$/i.test(name) ? 'csv' : /\.gift(\.txt)?$/i.test(name) ? 'gift' : 'aiken';

/** A failed import's error as the API client reads a failed call. */
const failure = (i: QuestionImport | undefined) =>
  i?.status === 'failed' && i.error
    ? new ApiError(400, i.error.code, i.error.message, i.error.details)
    : null;

/** The reasons an error names, field by field (the file's size, a line's problem). */
const reasons = (error: unknown) => fieldProblems(error).map((p) => p.message);

/**
 * The question bank: a file checked first (a dry run lists what would be created and every
 * rejected question with its line), then imported — all of it, or only the valid questions when
 * the person asks; and the exam's questions exported to CSV or GIFT. The server reads the file in
 * the background: the panel follows its progress.
 */
export function BankPanel({ exam }: { exam: AdminExam }) {
  const { t } = useTranslation('console');
  const id = useId();
  const refresh = useRefreshStaff();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<Format>('csv');
  const [sectionId, setSectionId] = useState(exam.sections[0]!.id);
  const [dryId, setDryId] = useState<number | null>(null);
  const [realId, setRealId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const dry = useQuestionImport(exam.id, dryId).data;
  const real = useQuestionImport(exam.id, realId).data;
  const running = [real, dry].find(importUnderWay);
  const busy = sending || running !== undefined;
  const done = real?.status === 'done' ? real.result : null;
  const checked = dry?.status === 'done' && !done ? dry.result : null;
  const shown = error ?? failure(real) ?? failure(dry);

  // The exam's questions and counts change once a real import is done: read them again, once.
  const refreshed = useRef<number | null>(null);
  useEffect(() => {
    if (real?.status !== 'done' || refreshed.current === real.id) return;
    refreshed.current = real.id;
    void refresh();
  }, [real, refresh]);

  function reset() {
    setDryId(null);
    setRealId(null);
    setError(null);
  }

  async function run(dryRun: boolean, onlyValid: boolean) {
    if (!file) return;
    setSending(true);
    setError(null);
    try {
      const sent = await importQuestions(exam.id, file, { format, dryRun, onlyValid, sectionId });
      if (dryRun) {
        setDryId(sent.id);
        setRealId(null);
      } else setRealId(sent.id);
    } catch (err) {
      setError(err);
    } finally {
      setSending(false);
    }
  }
  const save = (download: Promise<void>) => void download.catch(setError);

  return (
    <div className="row g-4">
      <section className="col-lg-7" aria-labelledby={`${id}-import`}>
        <h2 id={`${id}-import`} className="h5">
          {t('bank.import')}
        </h2>
        {exam.attempts > 0 && (
          <div className="alert alert-info">{t('exam.fixed', { count: exam.attempts })}</div>
        )}
        <p className="small">
          {t('bank.formats')}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => save(getQuestionTemplate())}
          >
            {t('bank.template')}
          </button>
        </p>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-file`}>
            {t('bank.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            className="form-control"
            accept=".csv,.txt,.gift"
            aria-describedby={`${id}-file-hint`}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              reset();
              if (chosen) setFormat(formatOf(chosen.name));
            }}
          />
          <div className="form-text" id={`${id}-file-hint`}>
            {t('bank.tooLarge', {
              mb: Math.round(IMPORT_MAX_BYTES / 1024 / 1024),
              count: IMPORT_MAX_QUESTIONS.toLocaleString(),
            })}
          </div>
        </div>
        <div className="row g-2 mb-3">
          <div className="col-sm-6">
            <label className="form-label" htmlFor={`${id}-format`}>
              {t('bank.format')}
            </label>
            <select
              id={`${id}-format`}
              className="form-select"
              value={format}
              onChange={(e) => {
                setFormat(e.target.value as Format);
                reset();
              }}
            >
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`bank.formatName.${f}`)}
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
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || busy || exam.attempts > 0}
          onClick={() => void run(true, false)}
        >
          {t('bank.check')}
        </button>
        {running && (
          <div className="mt-3" role="status">
            {running.status === 'queued' ? (
              t('bank.queued')
            ) : (
              <>
                {t('bank.reading', { processed: running.processed, total: running.total })}
                <div
                  className="progress mt-1"
                  role="progressbar"
                  aria-label={t('bank.progress')}
                  aria-valuemin={0}
                  aria-valuemax={running.total}
                  aria-valuenow={running.processed}
                >
                  <div
                    className="progress-bar"
                    style={{ width: `${(100 * running.processed) / Math.max(1, running.total)}%` }}
                  />
                </div>
              </>
            )}
          </div>
        )}
        {shown !== null && (
          <div className="alert alert-danger mt-3" role="alert">
            {errorMessage(shown)}
            {reasons(shown).length > 0 && (
              <ul className="mb-0 mt-2 small">
                {reasons(shown)
                  .slice(0, 20)
                  .map((r, i) => (
                    <li key={i}>{r}</li>
                  ))}
              </ul>
            )}
          </div>
        )}
        {done && (
          <div className="alert alert-success mt-3" role="status">
            {t('bank.imported', { count: done.created })}
          </div>
        )}
        {checked && (
          <BankCheckResult
            checked={checked}
            busy={busy}
            onImport={(onlyValid) => void run(false, onlyValid)}
          />
        )}
      </section>
      <section className="col-lg-5" aria-labelledby={`${id}-export`}>
        <h2 id={`${id}-export`} className="h5">
          {t('bank.export')}
        </h2>
        <p className="small">{t('bank.exportText')}</p>
        <div className="d-flex gap-2">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => save(exportQuestions(exam.id, 'csv'))}
          >
            {t('bank.exportCsv')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => save(exportQuestions(exam.id, 'gift'))}
          >
            {t('bank.exportGift')}
          </button>
        </div>
      </section>
    </div>
  );
}
