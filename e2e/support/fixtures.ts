import { test as base } from '@playwright/test';
import { signedInState, signUpLearner, type Learner } from './session';

type Fixtures = {
  /** Open the page already signed in as `learner`: `test.use({ signedIn: true })`. */
  signedIn: boolean;
  /** A brand-new learner of this test, signed up through the API on first use. */
  learner: Learner;
  _learnerOnce: () => Promise<Learner>;
};

/**
 * `test` with a per-test learner. `learner` is created only when a test (or `signedIn`) asks,
 * and `page` shares it: the same learner is the one signed in.
 */
export const test = base.extend<Fixtures>({
  signedIn: [false, { option: true }],
  _learnerOnce: async ({ request }, use) => {
    let pending: Promise<Learner> | undefined;
    await use(() => (pending ??= signUpLearner(request)));
  },
  learner: async ({ _learnerOnce }, use) => {
    await use(await _learnerOnce());
  },
  storageState: async ({ signedIn, storageState, _learnerOnce }, use) => {
    await use(signedIn ? signedInState(await _learnerOnce()) : storageState);
  },
});

export { expect } from '@playwright/test';
