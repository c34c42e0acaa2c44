import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { RedeemResultSchema } from '@pariksha/contracts/enrolment';
import { enrolmentUrl } from '@pariksha/contracts/enrolment-paths';
import { sendData } from '@/lib/api-client';

export type RedeemResult = z.infer<typeof RedeemResultSchema>;

/** Sends the code as typed: the server reads any case, spaces and dashes. */
export const redeemCode = (code: string) =>
  sendData<RedeemResult>(enrolmentUrl.redeem(), 'POST', { code: code.trim() });

/**
 * Enters an access code. What it opens shows in every course-facing answer (catalogue, search,
 * every feature's item lists), so every read is asked again, and locks go at once.
 */
export function useRedeemCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: () => client.invalidateQueries(),
  });
}
