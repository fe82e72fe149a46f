import type { Config } from './config';
import type { Db } from './db/database';
import type { Clock } from './lib/clock';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    clock: Clock;
  }
}
