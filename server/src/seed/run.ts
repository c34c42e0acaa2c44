import { loadConfig } from '../config';
import { buildApp } from '../app';
import { seed } from './index';

// `npm run seed`: applies migrations and adds whatever demo content is missing.
const app = await buildApp(loadConfig());
await seed(app);
await app.close();
