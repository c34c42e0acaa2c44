import Bowser from 'bowser';
import type { Device } from '@pariksha/contracts/accounts';
import type { SessionRow } from './account.repository';

/** A session as a device the learner recognises: browser and system in plain words, never its token. */
export function presentDevice(row: SessionRow, currentId: string): Device {
  const parsed = row.userAgent ? Bowser.parse(row.userAgent) : null;
  const type = parsed?.platform.type;
  return {
    id: row.id,
    browser: parsed?.browser.name || null,
    os: parsed?.os.name || null,
    mobile: type === 'mobile' || type === 'tablet',
    current: row.id === currentId,
    signedInAt: row.createdAt.toISOString(),
    lastActiveAt: row.updatedAt.toISOString(),
  };
}
