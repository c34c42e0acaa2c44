import type { StaffRole } from '@pariksha/contracts/admin';
import type { App } from '../../app';
import { createUser } from '../../../test/helper';
import { writeRole } from './people.repository';

/** A new account with a staff role, and its bearer headers. */
export async function createStaff(app: App, role: StaffRole, name = `Test ${role}`) {
  const user = await createUser(app, { name });
  await writeRole(app.db, user.id, role);
  return user;
}

export type CallArgs = [
  who: { headers: Record<string, string> },
  method: string,
  url: string,
  payload?: object,
];

/** Calls the API as `who` (its bearer headers), with a JSON body when one is given. */
export const callAs = (app: App, ...[who, method, url, payload]: CallArgs) =>
  app.inject({
    method: method as 'POST',
    url,
    headers: who.headers,
    ...(payload !== undefined && { payload }),
  });

/** A mock test as the console sends it (two sections, the PSC marking), with `over` on top. */
export const examInput = (over: Record<string, unknown> = {}) => ({
  title: 'Kerala Renaissance — unit test',
  instructions: '<p>Answer all.</p>',
  instructionsMl: null,
  durationMinutes: 30,
  marksPerQuestion: 1,
  negativeNumerator: 1,
  negativeDenominator: 3,
  maxAttempts: null,
  opensAt: null,
  closesAt: null,
  published: true,
  sections: [{ title: 'History' }, { title: 'Geography' }],
  ...over,
});
