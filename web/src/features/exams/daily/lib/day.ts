import { formatDate } from '@/lib/format';

/** A quiz's India-time day (`YYYY-MM-DD`) as a date in the interface's language. */
export const dayLabel = (day: string) => formatDate(`${day}T12:00:00+05:30`);
