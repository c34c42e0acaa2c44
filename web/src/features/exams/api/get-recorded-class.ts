import { useQuery } from '@tanstack/react-query';
import type { RecordedClass } from '@pariksha/contracts/classes';
import { classUrl } from '@pariksha/contracts/classes-paths';
import { freshGet } from '@/lib/query-client';

/** The recorded class whose tests are listed: its title and where it sits, for the breadcrumbs. */
export const recordedClassQueryOptions = (id: string) =>
  freshGet<RecordedClass>(['exams', 'recorded-class-info', id], classUrl.byId(id));

export const useRecordedClass = (id: string) => useQuery(recordedClassQueryOptions(id));
