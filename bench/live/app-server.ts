// Child process: one node of the real app on PostgreSQL (DATABASE_URL). With SEED=1 it first adds
// the demo catalogue and live classes (the first node; the second finds them). Prints "ready"
// once it listens on 127.0.0.1:PORT.
import { seedCatalogue } from '../../server/src/seed/catalogue';
import { seedLive } from '../../server/src/seed/live';
import { buildBenchApp } from '../shared/bench-app';
import { serve } from '../shared/serve';

const port = Number(process.env.PORT);
const app = await buildBenchApp(port);
if (process.env.SEED === '1') {
  await seedCatalogue(app);
  await seedLive(app);
}
await serve(app, port, { backlog: 4096 });
