import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { storage } from '@/lib/storage';

/** Logout (spec §2): revoke on the server, drop the token, full page navigation to /login. */
export function signOut() {
  if (storage.getToken()) {
    void api(AccountPaths.signOut, { method: 'POST', body: {}, keepalive: true }).catch(
      () => undefined,
    );
  }
  clearSession();
  storage.remove('lastEmail');
  window.location.assign('/login');
}
