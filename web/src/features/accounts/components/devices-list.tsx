import { useState } from 'react';
import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { Device } from '@pariksha/contracts/accounts';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { formatDateTime, relativeTime } from '@/lib/format';
import { useDevices } from '../api/get-devices';
import { useSignOutDevices } from '../api/sign-out-devices';
import { alertMessage } from '../lib/form-errors';

/** The devices signed in to the account, this one marked, each with a way to sign it out. */
export function DevicesList() {
  const { t } = useTranslation('accounts');
  const devices = useDevices();
  const signOut = useSignOutDevices();
  const [said, setSaid] = useState<string | null>(null);

  if (devices.error) return <QueryError error={devices.error} retry={() => devices.refetch()} />;
  if (!devices.data) return <Loading />;
  const others = devices.data.filter((d) => !d.current);

  const run = (id?: string) => {
    setSaid(null);
    signOut.mutate(id, {
      onSuccess: () =>
        setSaid(id ? t('account.devices.signedOutOne') : t('account.devices.signedOutOthers')),
    });
  };

  return (
    <>
      <div role="status">
        {said && <Alert variant="success">{said}</Alert>}
        {signOut.error && <Alert variant="danger">{alertMessage(signOut.error)}</Alert>}
      </div>
      <ul className="list-group mb-3" aria-label={t('account.devices.heading')}>
        {devices.data.map((d) => (
          <li
            key={d.id}
            className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
          >
            <div>
              <div className="fw-semibold">
                <DeviceName device={d} />{' '}
                {d.current && (
                  <span className="badge text-bg-success ms-1">
                    {t('account.devices.thisDevice')}
                  </span>
                )}
              </div>
              <div className="small text-body-secondary">
                <span title={formatDateTime(d.lastActiveAt)}>
                  {t('account.devices.lastActive', { when: relativeTime(d.lastActiveAt) })}
                </span>
                {' · '}
                {t('account.devices.signedIn', { when: formatDateTime(d.signedInAt) })}
              </div>
            </div>
            {!d.current && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={signOut.isPending}
                onClick={() => run(d.id)}
                aria-label={t('account.devices.signOutOne', { device: deviceName(t, d) })}
              >
                {t('account.devices.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={signOut.isPending}
          onClick={() => run()}
        >
          {t('account.devices.signOutOthers')}
        </button>
      ) : (
        <p className="text-body-secondary mb-0">{t('account.devices.none')}</p>
      )}
    </>
  );
}

type T = ReturnType<typeof useTranslation<'accounts'>>['t'];

/** "Chrome on Android", in plain words; what the browser did not tell is said so. */
function deviceName(t: T, d: Device) {
  const browser = d.browser ?? t('account.devices.unknownBrowser');
  return d.os ? t('account.devices.on', { browser, os: d.os }) : browser;
}

function DeviceName({ device }: { device: Device }) {
  const { t } = useTranslation('accounts');
  return <>{deviceName(t, device)}</>;
}
