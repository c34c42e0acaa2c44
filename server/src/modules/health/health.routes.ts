import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthSchema } from '@pariksha/contracts/health';
import { ErrorBodySchema } from '@pariksha/contracts/errors';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and the node is not shutting down',
        response: { 200: HealthSchema, 503: ErrorBodySchema },
      },
    },
    async (req) => {
      try {
        await app.database.ping();
      } catch (err) {
        req.log.error({ err }, 'database ping failed');
        throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'Database unavailable', {
          ready: false,
          reason: 'database',
        });
      }
      return {
        data: {
          status: 'ok' as const,
          ready: true as const,
          database: 'ok' as const,
          uptimeSeconds: process.uptime(),
        },
      };
    },
  );
};
