import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePassword } from '@pariksha/contracts/accounts';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { api } from '@/lib/api-client';
import { devicesKey } from './get-devices';

/** Changes the password; the other devices are signed out, this one stays. */
export const changePassword = (body: ChangePassword) =>
  api(AccountPaths.changePassword, { method: 'POST', body });

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesKey }),
  });
};
