import Fastify, { type FastifyBaseLogger } from 'fastify';

/**
 * The shop's logger (Fastify's pino, with its `err` serializer) writing JSON lines into an
 * array: what a log collector would receive, to check what a failure leaves in the log.
 */
export function captureLog(): { log: FastifyBaseLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: {
      level: 'info',
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
  });
  return { log: app.log, lines };
}
