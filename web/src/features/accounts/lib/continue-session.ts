import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthResult, UserDetails } from '@pariksha/contracts/accounts';
import { setSession } from '@/lib/session';
import type { StoredUser } from '@/lib/storage';
import { getUserDetails } from '@/lib/api/get-user-details';

/** What /profile receives while onboarding: the token is held here, not stored, until it is done. */
export type PendingSession = { token: string; from?: string };

export const storedUserOf = (d: UserDetails): StoredUser => ({
  id: d.id,
  name: d.name,
  email: d.email,
  imageUrl: d.imageUrl,
});

export function pendingOf(state: unknown): PendingSession | null {
  const pending = (state as { pending?: PendingSession } | null)?.pending;
  return pending?.token ? pending : null;
}

/**
 * After sign-in or sign-up: a learner whose profile is complete is signed in (the router then
 * opens where they were going); anyone else goes to /profile to finish it first.
 */
export function useContinueSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  return useCallback(
    async (result: AuthResult) => {
      const details = await getUserDetails({ token: result.token });
      if (details.profileComplete) {
        setSession(result.token, storedUserOf(details));
        return;
      }
      const pending: PendingSession = { token: result.token, from };
      navigate('/profile', { state: { pending } });
    },
    [navigate, from],
  );
}
