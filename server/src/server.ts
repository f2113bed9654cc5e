import { buildApp } from './app.js';
import { ConfigError, loadConfig, StartupRefused } from './config.js';

/** Process concerns only: configuration, logging, listen, graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`配置错误：${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  let app;
  try {
    app = await buildApp(config, {
      logger: config.production ? { level: config.logLevel } : { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:standard' } } },
      trustProxy: config.trustProxy,
    });
  } catch (error) {
    if (error instanceof StartupRefused || error instanceof ConfigError) {
      console.error(`启动失败：${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // Closing waits for every open connection; a client that keeps one open (a download it stopped reading, a
    // keep-alive socket it never reuses) must not hold a restart until the 10 s limit: after 3 s they are closed.
    const cut = setTimeout(() => {
      app.log.warn('closing the connections still open 3 s after the shutdown began');
      app.server.closeAllConnections();
    }, 3_000);
    cut.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // a queue of 4096 connections not yet accepted (Node's default is 511, capped by the kernel's net.core.somaxconn):
  // nginx opens one upstream connection per request in flight, and a burst of a thousand visitors must wait for
  // accept() rather than have their SYNs dropped (a dropped SYN is retried after 1 s, and nginx gives up at 3 s)
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
  app.log.info(`赛事运营平台已启动：http://localhost:${config.port} （数据库：${app.database.kind}${config.demo ? '，演示模式' : ''}）`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
