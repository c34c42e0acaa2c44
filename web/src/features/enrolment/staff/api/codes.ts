import { useQuery } from '@tanstack/react-query';
import type { AccessCode, CodesInput } from '@pariksha/contracts/enrolment';
import { enrolmentStaffUrl, type CodeTarget } from '@pariksha/contracts/enrolment-paths';
import { downloadFile, sendData } from '@/lib/api-client';
import { freshGet, staffKey } from '@/lib/query-client';

/** The codes of one batch or one course, with the seats each has used. */
export const codesQueryOptions = (target: CodeTarget) =>
  freshGet<AccessCode[]>(staffKey('enrolment', 'codes', target), enrolmentStaffUrl.codes(target));
export const useCodes = (target: CodeTarget) => useQuery(codesQueryOptions(target));

export const generateCodes = (body: CodesInput) =>
  sendData<AccessCode[]>(enrolmentStaffUrl.codes(), 'POST', body);

export const revokeCode = (id: number) =>
  sendData<AccessCode>(enrolmentStaffUrl.codeRevoke(id), 'POST');

/** The same list as a CSV file, to print or send. */
export const exportCodes = (target: CodeTarget, filename: string) =>
  downloadFile(enrolmentStaffUrl.codesExport(target), filename);
