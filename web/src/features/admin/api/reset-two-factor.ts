import type { Person } from '@pariksha/contracts/admin';
import { twoFactorUrl } from '@pariksha/contracts/two-factor';
import { sendData } from '@/lib/api-client';

/** Removes a person's two-step sign-in (a lost phone): they set it up again at next sign-in. */
export const resetTwoFactor = (userId: string) =>
  sendData<Person>(twoFactorUrl.reset(userId), 'DELETE');
