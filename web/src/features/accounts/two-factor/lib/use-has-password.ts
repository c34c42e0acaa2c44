import { useState } from 'react';
import { useUserDetails } from '@/lib/api/get-user-details';
import { useToken } from '@/lib/session';

/**
 * Whether the account has a password to confirm with, as first read: setting up two-step sign-in
 * replaces the session, and the screen must not start over while the profile is read again.
 */
export function useHasPassword(): boolean | undefined {
  const token = useToken();
  const details = useUserDetails(token);
  const [first, setFirst] = useState<boolean | undefined>(undefined);
  const now = details.data?.hasPassword ?? (details.error || !token ? true : undefined);
  if (first === undefined && now !== undefined) setFirst(now);
  return first ?? now;
}
