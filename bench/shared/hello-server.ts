// Child process: a bare Fastify hello-world on 127.0.0.1:PORT, the machine's baseline.
import Fastify from 'fastify';
import { serve } from './serve';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await serve(app, Number(process.env.PORT), { backlog: 8192 });
