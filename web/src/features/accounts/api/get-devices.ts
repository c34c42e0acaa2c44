import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { getData } from '@/lib/api-client';

export const devicesKey = ['devices'] as const;

/** The devices signed in to the account, this one marked; always read afresh. */
export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: devicesKey,
    queryFn: ({ signal }) => getData<Device[]>(AccountPaths.devices, { signal }),
    staleTime: 0,
  });

export const useDevices = () => useQuery(devicesQueryOptions());
