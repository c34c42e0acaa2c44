// Child process: the real app on PostgreSQL (DATABASE_URL) with the demo content (its course
// images among it) and the bench's admin (its two-step sign-in set up) in place. Prints "ready"
// once it listens on 127.0.0.1:PORT.
import { buildBenchApp, createBenchAdmin, seedDemo } from '../shared/bench-app';
import { serve } from '../shared/serve';

const port = Number(process.env.PORT);
await seedDemo(port);
await createBenchAdmin(port);
await serve(await buildBenchApp(port), port);
