import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  TwoFactorPaths,
  type TwoFactorDisabled,
  type TwoFactorEnrolment,
  type TwoFactorPassword,
  type TwoFactorStatus,
  type TwoFactorVerified,
  type VerifyTwoFactor,
} from '@pariksha/contracts/two-factor';
import { api, getData } from '@/lib/api-client';

/** Whether the caller has two-step sign-in, needs it, and proved it in this session. */
export const getTwoFactorStatus = (opts: { token?: string | null; signal?: AbortSignal } = {}) =>
  getData<TwoFactorStatus>(TwoFactorPaths.status, opts);

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['twoFactor', 'status'],
    queryFn: ({ signal }) => getTwoFactorStatus({ signal }),
    staleTime: 0,
    gcTime: 0,
  });

export const useTwoFactorStatus = (enabled = true) =>
  useQuery({ ...twoFactorStatusQueryOptions(), enabled });

/** A new secret and backup codes (not on until a code confirms it). */
export const enableTwoFactor = (body: TwoFactorPassword) =>
  api<TwoFactorEnrolment>(TwoFactorPaths.enable, { method: 'POST', body });

export type CodeKind = 'totp' | 'backup';

/** A code: finishes a sign-in (with its challenge), confirms the set-up, or proves the factor. */
export const verifyTwoFactor = (kind: CodeKind, body: VerifyTwoFactor) =>
  api<TwoFactorVerified>(
    kind === 'totp' ? TwoFactorPaths.verifyTotp : TwoFactorPaths.verifyBackupCode,
    { method: 'POST', body },
  );

export const disableTwoFactor = (body: TwoFactorPassword) =>
  api<TwoFactorDisabled>(TwoFactorPaths.disable, { method: 'POST', body });
