import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackKind, FeedbackStatus } from '@pariksha/contracts/feedback';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES } from '@pariksha/contracts/feedback-paths';
import type { FeedbackFilter } from './api/get-feedback';

/** The status (open at first) and the kind of the doubts and reports listed; blank: any. */
export function FeedbackFilters({
  filter,
  onChange,
}: {
  filter: FeedbackFilter;
  onChange: (filter: FeedbackFilter) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <div className="row g-2 mb-3">
      <div className="col-sm-6 col-lg-4">
        <label className="form-label" htmlFor={`${id}-status`}>
          {t('feedback.status')}
        </label>
        <select
          id={`${id}-status`}
          className="form-select"
          value={filter.status ?? ''}
          onChange={(e) =>
            onChange({ ...filter, status: (e.target.value as FeedbackStatus) || undefined })
          }
        >
          {FEEDBACK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`feedback.statuses.${s}`)}
            </option>
          ))}
          <option value="">{t('feedback.anyStatus')}</option>
        </select>
      </div>
      <div className="col-sm-6 col-lg-4">
        <label className="form-label" htmlFor={`${id}-kind`}>
          {t('feedback.kind')}
        </label>
        <select
          id={`${id}-kind`}
          className="form-select"
          value={filter.kind ?? ''}
          onChange={(e) =>
            onChange({ ...filter, kind: (e.target.value as FeedbackKind) || undefined })
          }
        >
          <option value="">{t('feedback.anyKind')}</option>
          {FEEDBACK_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`feedback.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
