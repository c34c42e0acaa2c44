import { loadConfig, ConfigError } from './config';
import { buildApp } from './app';
import { seedIfEmpty } from './seed/index';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp(config);
  if (config.seedDemo) await seedIfEmpty(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // Thousands of learners open the same exam in the same minute: room for their connections to
  // wait to be accepted (Node's default is 511; the kernel caps it at net.core.somaxconn).
  await app.listen({ port: config.port, host: config.host, backlog: 8192 });
  app.log.info(`Pariksha is ready on ${config.publicUrl}`);
}

void main();
