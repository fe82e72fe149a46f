import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  sendOtpBodySchema,
  sendOtpResponseSchema,
  sessionEndpoints,
  sessionMessages,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@grofresh/contracts';
import { signOutEverywhere } from '../../flows/account/sign-in';
import { clientKey } from '../../lib/client-key';
import { route } from '../../lib/route';
import { currentUser } from '../../plugins/auth';
import { sendOtp, type OtpSettings } from '../../modules/auth/auth.service';
import { verifyOtp } from '../../modules/auth/code-check';
import { endSession } from '../../modules/auth/sessions.service';

/** Code checks one client may make a minute, whatever numbers they are for. */
export const CODE_CHECKS_PER_CLIENT_PER_MINUTE = 30;

export const authRoutes =
  (settings: OtpSettings): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/send-otp',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a 6-digit code to a mobile number (throttled per number and client)',
          body: sendOtpBodySchema,
          response: { 200: sendOtpResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (req) => {
        const { sessionId } = await sendOtp(app.db, settings, {
          phone: req.body.phoneNumber,
          clientAddress: clientKey(req),
          now: app.clock.now(),
        });
        return { session_id: sessionId };
      },
    );

    app.post(
      '/auth/verify-otp',
      {
        // The shop's per-client limiter (plugins/rate-limit.ts), stricter for code checks.
        config: {
          rateLimit: {
            max: CODE_CHECKS_PER_CLIENT_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: clientKey,
          },
        },
        schema: {
          tags: ['auth'],
          summary:
            'Check the code of a session; five wrong codes end it, ten a day cool the number',
          description:
            'A refused code is 400 with `details.attemptsLeft`: how many more codes the session takes (0: request a new OTP), and `details.retryAt` while the number cools down after 10 wrong codes in 24 hours.',
          body: verifyOtpBodySchema,
          response: {
            200: verifyOtpResponseSchema,
            400: errorBodySchema,
            404: errorBodySchema,
            429: errorBodySchema,
          },
        },
      },
      async (req) =>
        verifyOtp(app.db, settings.secret, {
          sessionId: req.body.session_id,
          otp: req.body.otp,
          now: app.clock.now(),
        }),
    );

    const signedIn = { onRequest: app.authenticate };
    route(
      app,
      sessionEndpoints.logout,
      async ({ req }) => {
        const user = currentUser(req);
        if (req.sessionId) {
          await endSession(app.db, {
            sessionId: req.sessionId,
            userId: user.id,
            now: app.clock.now(),
          });
        }
        req.renewedToken = undefined;
        return { message: sessionMessages.signedOut };
      },
      signedIn,
    );
    route(
      app,
      sessionEndpoints.logoutEverywhere,
      async ({ req }) => {
        await signOutEverywhere(app.db, { userId: currentUser(req).id, now: app.clock.now() });
        req.renewedToken = undefined;
        return { message: sessionMessages.signedOutEverywhere };
      },
      signedIn,
    );
  };
