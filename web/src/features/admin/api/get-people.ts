import { useQuery } from '@tanstack/react-query';
import type { Person } from '@pariksha/contracts/admin';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { freshGet, staffKey } from '@/lib/query-client';

/** Staff, or the accounts whose email holds `email`, with their roles. */
export const peopleQueryOptions = (email: string) =>
  freshGet<Person[]>(staffKey('people', email), adminUrl.people(email || undefined));

export const usePeople = (email: string) => useQuery(peopleQueryOptions(email.trim()));
