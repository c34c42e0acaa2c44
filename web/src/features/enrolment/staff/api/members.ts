import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Member, MembersImportResultSchema } from '@pariksha/contracts/enrolment';
import { enrolmentStaffUrl } from '@pariksha/contracts/enrolment-paths';
import { sendData } from '@/lib/api-client';
import { freshGet, staffKey } from '@/lib/query-client';

export type ImportResult = z.infer<typeof MembersImportResultSchema>;

/** A batch's members, accounts and addresses still waiting for one. */
export const membersQueryOptions = (batchId: number) =>
  freshGet<Member[]>(
    staffKey('enrolment', 'members', batchId),
    enrolmentStaffUrl.batchMembers(batchId),
  );
export const useMembers = (batchId: number) => useQuery(membersQueryOptions(batchId));

export const addMember = (batchId: number, email: string) =>
  sendData<Member>(enrolmentStaffUrl.batchMembers(batchId), 'POST', { email });

/** A CSV of emails (one a line, or the first column): each line's outcome. */
export const importMembers = (batchId: number, csv: string) =>
  sendData<ImportResult>(enrolmentStaffUrl.batchMembersImport(batchId), 'POST', { csv });

export const removeMember = (batchId: number, memberId: number) =>
  sendData(enrolmentStaffUrl.batchMember(batchId, memberId), 'DELETE');
