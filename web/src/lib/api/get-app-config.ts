import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '@pariksha/contracts/app-config';
import { AppConfigPaths } from '@pariksha/contracts/app-config-paths';
import { getData } from '@/lib/api-client';

/** What this installation offers: the external sign-in provider and the app store links. */
export const getAppConfig = (signal?: AbortSignal) =>
  getData<AppConfig>(AppConfigPaths.config, { signal });

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => getAppConfig(signal),
    staleTime: Infinity,
  });

export const useAppConfig = () => useQuery(appConfigQueryOptions());
