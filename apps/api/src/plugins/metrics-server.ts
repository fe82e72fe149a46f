import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { ShopMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server Prometheus scrapes (METRICS_PORT), or null when metrics are off. */
    metricsServer: Server | null;
  }
}

async function answer(
  metrics: ShopMetrics,
  log: FastifyBaseLogger,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('GET /metrics\n');
    return;
  }
  try {
    const body = await metrics.registry.metrics();
    res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body);
  } catch (error) {
    log.error({ err: error }, 'metrics could not be collected');
    res.writeHead(500).end();
  }
}

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * GET /metrics on a port of its own (METRICS_PORT, on METRICS_HOST: 127.0.0.1 unless told),
 * never under the shop's port, so the internet never sees it. It opens when the shop is ready
 * and closes with it. A port already taken stops a production start; elsewhere (two shops on a
 * developer's machine) that instance runs without metrics, with a warning.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: ShopMetrics | undefined,
  config: Pick<Config, 'env' | 'metrics'>,
): void {
  const settings = config.metrics;
  if (!metrics || !settings) {
    app.decorate('metricsServer', null);
    return;
  }
  const server = createServer((req, res) => void answer(metrics, app.log, req, res));
  app.decorate('metricsServer', server);
  const stopFollowing = metrics.follow();
  app.addHook('onReady', async () => {
    try {
      await listen(server, settings.port, settings.host);
      const { port } = server.address() as AddressInfo;
      app.log.info(`Prometheus metrics at http://${settings.host}:${port}/metrics`);
    } catch (error) {
      if (config.env === 'production' || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE')
        throw error;
      app.log.warn(`METRICS_PORT ${settings.port} is taken: this instance serves no metrics`);
    }
  });
  app.addHook('onClose', async () => {
    stopFollowing();
    if (!server.listening) return;
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  });
}
