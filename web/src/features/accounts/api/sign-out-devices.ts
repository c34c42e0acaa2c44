import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountPaths, deviceUrl } from '@pariksha/contracts/accounts-paths';
import { sendData } from '@/lib/api-client';
import { devicesKey } from './get-devices';

/** Signs one device out (`id`), or every device but this one (no id). */
export const signOutDevices = (id?: string) =>
  id ? sendData(deviceUrl(id), 'DELETE') : sendData(AccountPaths.signOutOthers, 'POST', {});

export const useSignOutDevices = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
};
