import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import type { OtpSettings } from '../modules/auth/auth.service';
import { registerRateLimit, type RateLimitSettings } from '../plugins/rate-limit';
import { simulatorRoutes, type SimulatorDeps } from '../stand-ins/gateway/simulator';
import { healthRoutes } from './health.routes';
import { staffRoutes } from './ops';
import { registerShopRoutes } from './shop';
import { mediaRoutes } from './shop/media.routes';

export interface RouteDeps {
  db: Db;
  otp: OtpSettings;
  rateLimit: RateLimitSettings;
  /** The gateway stand-in's pages, when CCAVENUE_MODE=simulator. */
  simulator: SimulatorDeps | undefined;
}

/**
 * Every call the shop answers, where it answers it: the probes under /api outside the
 * per-client limit, the shop's and the console's calls under /api within it, the pictures
 * under /media. `npm run lint:api-docs` reads the API's description from these same routes,
 * without a database (plugins/docs-offline.ts).
 */
export async function registerRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  await app.register(healthRoutes(deps.db), { prefix: '/api' });
  await app.register(
    async (api) => {
      await registerRateLimit(api, deps.rateLimit);
      await registerShopRoutes(api, { otp: deps.otp });
      if (deps.simulator) await api.register(simulatorRoutes(deps.simulator));
      await api.register(staffRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(mediaRoutes);
}
