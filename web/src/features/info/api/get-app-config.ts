import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@pariksha/contracts/app-config';
import { api } from '@/lib/api-client';

/** Store links of this installation (GET /api/app-config). */
export async function getAppConfig() {
  return (await api<{ data: AppConfig }>('app-config')).data;
}

export const appConfigQueryOptions = () =>
  queryOptions({ queryKey: ['app-config'], queryFn: getAppConfig, staleTime: Infinity });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
