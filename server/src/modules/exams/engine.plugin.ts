import fp from 'fastify-plugin';
import { NodeExamEngine, type ExamEngine } from './exam-engine';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mock-test engine of this node (tests drive its sweep). */
    examEngine: ExamEngine;
  }
}

/**
 * Builds the engine on the app's database and clock, runs its expiry sweep, and on close writes
 * every queued save and start before the database goes.
 */
export const examEnginePlugin = fp(
  async (app) => {
    const engine = new NodeExamEngine(app.db, app.clock);
    app.decorate('examEngine', engine as ExamEngine);
    engine.start(app.log);
    app.addHook('onClose', () => engine.stop());
  },
  { name: 'exam-engine' },
);
