import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserBodySchema,
  createUserResponseSchema,
  errorBodySchema,
} from '@grofresh/contracts';
import type { signIn } from '../../flows/sign-in';

export const usersRoutes =
  (signInFlow: typeof signIn): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/user/create',
      {
        schema: {
          tags: ['users'],
          summary: 'Sign in: a token for a freshly verified code session of this number, once',
          body: createUserBodySchema,
          response: {
            200: createUserResponseSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            409: errorBodySchema,
          },
        },
      },
      async (req) =>
        signInFlow(app.db, app.tokens, { phone: req.body.phone, sessionId: req.body.session_id }),
    );
  };
