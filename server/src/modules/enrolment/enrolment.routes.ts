import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import {
  MyCoursesResponseSchema,
  RedeemInputSchema,
  RedeemResponseSchema,
} from '@pariksha/contracts/enrolment';
import { EnrolmentPaths } from '@pariksha/contracts/enrolment-paths';
import * as service from './enrolment.service';

const tags = ['enrolment'];

/** A learner's side of enrolment: entering an access code, and the courses they hold. */
export const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // A confirmed address joins the batches staff added it to before it had an account.
  app.addressConfirmations.on((user) => service.claimPendingMemberships(app.db, user));
  app.addHook('onRequest', app.authenticate);

  app.post(
    EnrolmentPaths.redeem,
    {
      schema: {
        tags,
        summary:
          'Enter an access code (case, spaces and dashes do not matter): join its batch or course at once',
        body: RedeemInputSchema,
        response: {
          200: RedeemResponseSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (req, reply) => {
      // Counted before the code is looked at, so a refusal costs a try as much as a success.
      await app.limitCodes(req, reply);
      const learner = { id: req.user!.id, email: req.user!.email };
      return { data: await service.redeem(app.db, learner, req.body.code, app.clock.now()) };
    },
  );

  app.get(
    EnrolmentPaths.myCourses,
    {
      schema: {
        tags,
        summary: 'The courses I hold or held through a batch or a code, each with its access now',
        response: { 200: MyCoursesResponseSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => ({ data: await service.myCourses(app.db, req.user!.id, app.clock.now()) }),
  );
};
