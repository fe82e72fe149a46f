import { z } from 'zod';
import { endpoint } from './endpoint';

/** The probes a load balancer or an orchestrator asks (apps/api/src/routes/health.routes.ts). */
export const healthEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness: the process answers',
    tags: ['ops'],
    public: true,
    response: z.object({ status: z.literal('ok'), time: z.string() }),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/ready',
    summary: 'Readiness: the database answers and has every migration',
    tags: ['ops'],
    public: true,
    response: z.object({ status: z.literal('ready') }),
    // The database does not answer, or a migration is not applied (SERVICE_UNAVAILABLE).
    errors: [503],
  }),
};
