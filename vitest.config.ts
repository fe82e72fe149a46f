import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { webIsolated, webLogic } from './apps/web/vitest.config';

export default defineConfig({
  test: {
    // Every core: Vitest's default leaves one idle, half the machine on a 2-core CI host
    // (the web and API suites took 5.4 and 4.8 minutes there with one worker, 3.4 and 3.0 with
    // two).
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/api/test/*.test.ts',
            // The production configuration's services (Redis): CI's run sets TEST_REDIS_URL.
            ...(process.env.TEST_REDIS_URL ? ['apps/api/test/production/*.test.ts'] : []),
          ],
          environment: 'node',
          // The files of a worker share its loaded modules (the app, Fastify, pg, the AWS SDK)
          // instead of loading them again for each: the suite's CPU time halves. Each file
          // still builds its own shop on its own database (test/harness.ts); none mocks a
          // module or changes process-wide state, which a file run so would have to undo.
          isolate: false,
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vitest.config.ts',
      webIsolated,
      webLogic,
    ],
  },
});
