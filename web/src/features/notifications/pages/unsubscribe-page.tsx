import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { NotificationScreens } from '@pariksha/contracts/notifications-paths';
import { Loading } from '@/components/loading';
import { errorMessage } from '@/lib/api-client';
import { useToken } from '@/lib/session';
import { useUnsubscribe, useUnsubscribeStatus } from '../api/unsubscribe';

/**
 * /notifications/unsubscribe?token=…: where a notification mail's "stop these mails" leads, signed
 * in or not. Opening it changes nothing (a link checker may open it); the button stops the mail.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('notifications');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <section aria-labelledby="unsubscribe-title" className="col-lg-8 mx-auto py-4">
      <h1 id="unsubscribe-title" className="h3 mb-3">
        {t('unsubscribe.title')}
      </h1>
      {token ? <Confirm token={token} /> : <p>{t('unsubscribe.invalid')}</p>}
    </section>
  );
}

function Confirm({ token }: { token: string }) {
  const { t } = useTranslation('notifications');
  const signedIn = !!useToken();
  const status = useUnsubscribeStatus(token);
  const stop = useUnsubscribe();
  if (status.isPending) return <Loading />;
  if (status.error) return <p>{t('unsubscribe.invalid')}</p>;
  const kind = t(`kinds.${status.data.kind}.name`);
  const stopped = stop.isSuccess || !status.data.email;
  return (
    <>
      {stopped ? (
        <p role="status" className="alert alert-success">
          {t('unsubscribe.done', { kind })}
        </p>
      ) : (
        <>
          <p>{t('unsubscribe.ask', { kind })}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={stop.isPending}
            onClick={() => stop.mutate(token)}
          >
            {t('unsubscribe.confirm')}
          </button>
          {stop.isError && (
            <p role="alert" className="text-danger mt-2">
              {errorMessage(stop.error)}
            </p>
          )}
        </>
      )}
      <p className="mt-3 text-body-secondary">
        {signedIn ? (
          <Link to={NotificationScreens.preferences}>{t('unsubscribe.settings')}</Link>
        ) : (
          t('unsubscribe.settingsSignedOut')
        )}
      </p>
    </>
  );
}
