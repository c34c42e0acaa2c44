import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NotificationPreferences } from '@pariksha/contracts/notifications';
import {
  CHANNELS,
  NOTIFICATION_KINDS,
  NotificationScreens,
} from '@pariksha/contracts/notifications-paths';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { errorMessage } from '@/lib/api-client';
import { usePreferences, useSavePreferences } from '../api/preferences';

/** /notifications/preferences: for each kind, in the app and by mail, on or off. */
export default function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications');
  const { data, error, isPending, refetch } = usePreferences();
  return (
    <section aria-labelledby="preferences-title" className="col-lg-8">
      <h1 id="preferences-title" className="h3 mb-1">
        {t('preferences.title')}
      </h1>
      <p className="text-body-secondary">{t('preferences.lead')}</p>
      {isPending ? (
        <Loading />
      ) : error ? (
        <QueryError error={error} retry={() => void refetch()} />
      ) : (
        <PreferencesForm saved={data} />
      )}
      <p className="mt-3">
        <Link to={NotificationScreens.list}>{t('preferences.back')}</Link>
      </p>
    </section>
  );
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation('notifications');
  const [choices, setChoices] = useState(saved);
  const save = useSavePreferences();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(choices);
      }}
    >
      {NOTIFICATION_KINDS.map((kind) => (
        <fieldset key={kind} className="border rounded p-3 mb-3">
          <legend className="float-none w-auto fs-6 fw-semibold px-1 mb-1">
            {t(`kinds.${kind}.name`)}
          </legend>
          <p className="small text-body-secondary mb-2">{t(`kinds.${kind}.about`)}</p>
          <div className="d-flex flex-wrap gap-4">
            {CHANNELS.map((channel) => {
              const id = `pref-${kind}-${channel}`;
              return (
                <div key={channel} className="form-check form-switch">
                  <input
                    id={id}
                    className="form-check-input"
                    type="checkbox"
                    role="switch"
                    checked={choices[kind][channel]}
                    onChange={(e) => {
                      save.reset();
                      setChoices({
                        ...choices,
                        [kind]: { ...choices[kind], [channel]: e.target.checked },
                      });
                    }}
                  />
                  <label className="form-check-label" htmlFor={id}>
                    {t(`preferences.${channel}`)}
                  </label>
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
      <div className="d-flex align-items-center gap-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {t('preferences.save')}
        </button>
        <span
          role="status"
          className={save.isError ? 'text-danger-emphasis' : 'text-success-emphasis'}
        >
          {save.isSuccess && t('preferences.saved')}
          {save.isError && errorMessage(save.error)}
        </span>
      </div>
    </form>
  );
}
