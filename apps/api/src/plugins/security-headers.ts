import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { Config } from '../config';
import { gatewayPageOrigin } from '../modules/payments/gateway/create-gateway';

export interface SecurityHeaderSettings {
  /** Where uploaded pictures are loaded from besides the shop (S3_PUBLIC_URL's origin). */
  picturesOrigin: string | undefined;
  /** Where the checkout posts the card payment form (CCAvenue's page in test or live mode). */
  gatewayOrigin: string | undefined;
}

export function securityHeaderSettings(config: Config): SecurityHeaderSettings {
  const { mode } = config.ccavenue;
  return {
    picturesOrigin: config.s3 ? new URL(config.s3.publicUrl).origin : undefined,
    gatewayOrigin: mode === 'test' || mode === 'live' ? gatewayPageOrigin(mode) : undefined,
  };
}

const policy = (directives: Record<string, (string | undefined)[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '))
    .join('; ');

/**
 * The web app's pages. Scripts only from the shop's own files. Styles from its own files, or
 * carrying this answer's nonce: toasts and the scroll lock under dialogs add <style> elements
 * at run time, and /csp-setup.js (apps/web/public) gives the nonce to the elements the app's
 * own scripts create, so styles injected into the markup stay refused.
 */
export const pagePolicy = (settings: SecurityHeaderSettings, nonce: string): string =>
  policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    // data: for the UPI QR codes the shop draws; the bucket for uploaded pictures.
    'img-src': ["'self'", 'data:', settings.picturesOrigin],
    'connect-src': ["'self'"],
    'form-action': ["'self'", settings.gatewayOrigin],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  });

/** Everything else the shop answers (JSON, pictures, files) is never a page to run. */
const answerPolicy = policy({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/** The OpenAPI explorer at /api/docs, a developer's page: Swagger UI sets inline styles. */
const docsPolicy = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
});

/** The shop asks for the shopper's location (dairy is delivered within a radius); no more. */
const PERMISSIONS_POLICY = 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()';

/** A year; subdomains are left to whoever runs them. */
const HSTS = 'max-age=31536000';

/**
 * Security headers on every answer (helmet: nosniff, frame denial, referrer policy and the
 * rest), a Content-Security-Policy that pages replace with their own (`pagePolicy` in the
 * web plugin, the payment simulator's), and HSTS only on answers that went out over HTTPS,
 * which behind a trusted proxy is its X-Forwarded-Proto.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    reply.header(
      'content-security-policy',
      path === '/api/docs' || path.startsWith('/api/docs/') ? docsPolicy : answerPolicy,
    );
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
