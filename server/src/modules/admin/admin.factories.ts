import type { StaffRole } from '@pariksha/contracts/admin';
import { examInput as consoleExam } from '@pariksha/contracts/testing/exam-input';
import type { App } from '../../app';
import { createUser, setUpFactorFor } from '../../../test/helper';
import { writeRole } from './people.repository';

/**
 * A new account with a staff role and its authenticator app set up (directly, then proved with a
 * code through the API), and the bearer headers of a session that proved it; `totpSecret` makes
 * its codes for a later sign-in.
 */
export async function createStaff(app: App, role: StaffRole, name = `Test ${role}`) {
  const user = await createUser(app, { name });
  await writeRole(app.db, user.id, role);
  const factor = await setUpFactorFor(app, user);
  return {
    ...user,
    token: factor.token,
    headers: factor.headers,
    totpSecret: factor.secret,
    backupCodes: factor.backupCodes,
  };
}

/** Grants a role to an existing account, as an admin would. */
export const grantRole = (app: App, userId: string, role: StaffRole) =>
  writeRole(app.db, userId, role);

/** A new account with a staff role and no second factor yet (as right after the grant). */
export async function createUnenrolledStaff(app: App, role: StaffRole, name = `Test ${role}`) {
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

/** A mock test as the console sends it, in two sections, with `over` on top (any field). */
export const examInput = (over: Record<string, unknown> = {}) => ({
  ...consoleExam({ sections: [{ title: 'History' }, { title: 'Geography' }] }),
  ...over,
});
