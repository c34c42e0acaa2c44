import fp from 'fastify-plugin';
import { NodeExamEngine, type ExamEngine } from './exam-engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mock-test engine of this node (tests drive its sweep). */
    examEngine: ExamEngine;
  }
}

// Batched writes in flight at once on PostgreSQL. Two beat one (a start storm waits less) and
// four (more, smaller batches: more round trips, more backends contending for the cores); see
// decision 002, Measurements.
const POSTGRES_WRITERS = 2;

/**
 * Builds the engine on the app's database and clock, runs its expiry sweep, and on close writes
 * every queued save and start before the database goes.
 */
export const examEnginePlugin = fp(
  async (app) => {
    const writers = app.database.kind === 'postgres' ? POSTGRES_WRITERS : 1;
    const engine = new NodeExamEngine(app.db, app.clock, writers);
    app.decorate('examEngine', engine as ExamEngine);
    engine.start(app.log);
    app.addHook('onClose', () => engine.stop());
  },
  { name: 'exam-engine' },
);
