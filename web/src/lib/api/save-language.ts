import type { UserDetails } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import type { Language } from '@pariksha/contracts/languages';
import { api } from '@/lib/api-client';

/** Stores the learner's interface language with their account, so it follows them. */
export async function saveLanguage(language: Language, token?: string) {
  return (
    await api<{ data: UserDetails }>(AccountPaths.userDetails, {
      method: 'PATCH',
      body: { language },
      token,
    })
  ).data;
}
