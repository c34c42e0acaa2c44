/**
 * Backup codes from a set-up just confirmed, until the person says they saved them. Confirming
 * replaces the session, which may draw the screen afresh: the codes, shown only once, must
 * survive that, so they wait in this tab's session storage rather than in a component's state.
 */
const KEY = 'twoFactorBackupCodes';

export const pendingCodes = (): string[] | null => {
  const raw = sessionStorage.getItem(KEY);
  return raw ? (JSON.parse(raw) as string[]) : null;
};

export const holdCodes = (codes: string[]) => sessionStorage.setItem(KEY, JSON.stringify(codes));

export const releaseCodes = () => sessionStorage.removeItem(KEY);
