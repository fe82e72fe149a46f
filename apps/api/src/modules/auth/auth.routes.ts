import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  sendOtpBodySchema,
  sendOtpResponseSchema,
  verifyOtpBodySchema,
  verifyOtpResponseSchema,
} from '@grofresh/contracts';
import { sendOtp, verifyOtp, type OtpSettings } from './auth.service';

export const authRoutes =
  (settings: OtpSettings): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/send-otp',
      {
        schema: {
          tags: ['auth'],
          summary: 'Send a 6-digit code to a mobile number (throttled per number and address)',
          body: sendOtpBodySchema,
          response: { 200: sendOtpResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (req) => {
        const { sessionId } = await sendOtp(app.db, settings, {
          phone: req.body.phoneNumber,
          clientAddress: req.ip,
          now: app.clock.now(),
        });
        return { session_id: sessionId };
      },
    );

    app.post(
      '/auth/verify-otp',
      {
        schema: {
          tags: ['auth'],
          summary: 'Check the code of a session; five wrong codes end it',
          description:
            'A refused code is 400 with `details.attemptsLeft`: how many more codes the session takes (0: request a new OTP).',
          body: verifyOtpBodySchema,
          response: { 200: verifyOtpResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (req) =>
        verifyOtp(app.db, settings.secret, {
          sessionId: req.body.session_id,
          otp: req.body.otp,
          now: app.clock.now(),
        }),
    );
  };
