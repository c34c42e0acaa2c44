import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthResult, UserDetails } from '@pariksha/contracts/accounts';
import { languageAfterSignIn, setLanguage } from '@/lib/language';
import { setSession } from '@/lib/session';
import type { StoredUser } from '@/lib/storage';
import { getUserDetails } from '@/lib/api/get-user-details';
import { saveLanguage } from '@/lib/api/save-language';
import { getTwoFactorStatus } from '@/features/accounts/two-factor/api/two-factor';

/** What /profile receives while onboarding: the token is held here, not stored, until it is done. */
export type PendingSession = { token: string; from?: string };

export const storedUserOf = (d: UserDetails): StoredUser => ({
  id: d.id,
  name: d.name,
  email: d.email,
  imageUrl: d.imageUrl,
  role: d.role,
});

export function pendingOf(state: unknown): PendingSession | null {
  const pending = (state as { pending?: PendingSession } | null)?.pending;
  return pending?.token ? pending : null;
}

/**
 * The interface language once the account is known: a choice made while signed out (on the
 * sign-in or register screen, or while onboarding) is kept and stored with the account; otherwise
 * the account's own applies, so it follows the learner to a new device.
 */
export async function applyAccountLanguage(details: UserDetails, token: string) {
  const { language, save } = languageAfterSignIn(details.language ?? null);
  // Not awaited by sign-in: storing the choice must not hold the learner up, nor fail the sign-in.
  if (save) saveLanguage(language, token).catch(() => undefined);
  await setLanguage(language);
}

/**
 * After sign-in or sign-up: a learner whose profile is complete is signed in (the router then
 * opens where they were going; staff without two-step sign-in, the console, to set it up);
 * anyone else goes to /profile to finish it first. Either way the
 * interface takes the account's language.
 */
export function useContinueSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return useCallback(
    async (result: AuthResult) => {
      const details = await getUserDetails({ token: result.token });
      // The language changes after the screen does: changing it re-renders the screen afresh.
      const language = () => applyAccountLanguage(details, result.token);
      if (details.profileComplete) {
        // Staff without two-step sign-in are led to set it up first: the console asks for it.
        const enrol =
          details.role !== 'learner' &&
          !(await getTwoFactorStatus({ token: result.token })).enabled;
        setSession(result.token, storedUserOf(details));
        if (enrol) await navigate('/admin', { replace: true });
        return language();
      }
      const pending: PendingSession = { token: result.token, from };
      await navigate('/profile', { state: { pending } });
      return language();
    },
    [navigate, from],
  );
}
