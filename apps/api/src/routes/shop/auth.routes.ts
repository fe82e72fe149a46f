import type { FastifyPluginAsync } from 'fastify';
import { sessionEndpoints, sessionMessages, signInEndpoints } from '@grofresh/contracts';
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
  (settings: OtpSettings): FastifyPluginAsync =>
  async (app) => {
    route(app, signInEndpoints.sendOtp, async ({ body, req }) => {
      const { sessionId } = await sendOtp(app.db, settings, {
        phone: body.phoneNumber,
        clientAddress: clientKey(req),
        now: app.clock.now(),
      });
      return { session_id: sessionId };
    });

    route(
      app,
      signInEndpoints.verifyOtp,
      async ({ body }) =>
        verifyOtp(app.db, settings.secret, {
          sessionId: body.session_id,
          otp: body.otp,
          now: app.clock.now(),
        }),
      {
        // The shop's per-client limiter (plugins/rate-limit.ts), stricter for code checks.
        config: {
          rateLimit: {
            max: CODE_CHECKS_PER_CLIENT_PER_MINUTE,
            timeWindow: 60_000,
            keyGenerator: clientKey,
          },
        },
      },
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
