import { test as base, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from './env';
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
  // Its own API context: `storageState` feeds every context (`request`'s too), so it cannot wait
  // on `request`.
  _learnerOnce: async ({ playwright }, use) => {
    let api: APIRequestContext | undefined;
    let pending: Promise<Learner> | undefined;
    await use(
      () =>
        (pending ??= playwright.request
          .newContext({ baseURL: BASE_URL })
          .then((ctx) => signUpLearner((api = ctx)))),
    );
    await api?.dispose();
  },
  learner: async ({ _learnerOnce }, use) => {
    await use(await _learnerOnce());
  },
  storageState: async ({ signedIn, storageState, _learnerOnce }, use) => {
    await use(signedIn ? signedInState(await _learnerOnce()) : storageState);
  },
});

export { expect } from '@playwright/test';
