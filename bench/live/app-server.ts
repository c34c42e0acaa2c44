// Child process: one node of the real app on PostgreSQL (DATABASE_URL). With SEED=1 the demo
// content, live classes included, is first added with `npm run seed` (the first node; the second
// finds it). Prints "ready" once it listens on 127.0.0.1:PORT.
import { buildBenchApp, seedDemo } from '../shared/bench-app';
import { serve } from '../shared/serve';

const port = Number(process.env.PORT);
if (process.env.SEED === '1') await seedDemo(port);
const app = await buildBenchApp(port);
await serve(app, port, { backlog: 4096 });
