import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config';
import { gatewayPageOrigin } from '../modules/payments/gateway/create-gateway';

export interface SecurityHeaderSettings {
  /** Where uploaded pictures are loaded from besides the shop (S3_PUBLIC_URL's origin). */
  picturesOrigin: string | undefined;
  /** Where the checkout posts the card payment form (CCAvenue's page in test or live mode). */
  gatewayOrigin: string | undefined;
}

export function securityHeaderSettings(config: Config): SecurityHeaderSettings {
  const { mode, pageUrl } = config.ccavenue;
  return {
    picturesOrigin: config.s3 ? new URL(config.s3.publicUrl).origin : undefined,
    gatewayOrigin:
      mode === 'test' || mode === 'live' ? gatewayPageOrigin(mode, pageUrl) : undefined,
  };
}

const policy = (directives: Record<string, (string | undefined)[]>): string =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '))
    .join('; ');

/**
 * The web app's pages. Scripts only from the shop's own files, and the inline scripts the
 * server itself put in this page, each allowed by its hash (`scriptHashes`, `'sha256-…'`).
 * Styles from its own files, or carrying this answer's nonce: toasts and the scroll lock under
 * dialogs add <style> elements at run time, and /csp-setup.js (apps/web/public) gives the nonce
 * to the elements the app's own scripts create, so styles injected into the markup stay
 * refused.
 */
export const pagePolicy = (
  settings: SecurityHeaderSettings,
  nonce: string,
  scriptHashes: readonly string[] = [],
): string =>
  policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes],
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
export const HSTS = 'max-age=31536000';

/**
 * The headers helmet would set, worked out once: helmet's middleware is run against a
 * stand-in response that records them, so helmet keeps deciding which headers a page needs
 * while a request pays only for copying them (helmet's own per-request hooks cost more than
 * the rest of a kept catalog answer).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet({
    contentSecurityPolicy: false,
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Pages and files: everything helmet sets, the answer's policy and the permissions policy. */
const DOCUMENT_HEADERS = {
  ...helmetHeaders(),
  'content-security-policy': answerPolicy,
  'permissions-policy': PERMISSIONS_POLICY,
};

/**
 * API answers are data, never documents: the headers that matter for them (OWASP's REST
 * security cheat sheet): no sniffing, no framing, a policy that runs nothing, not readable by
 * other sites' pages, and never stored by a cache (a signed-in answer could reach someone
 * else). The catalog's public answers replace cache-control with no-cache and an ETag.
 */
export const API_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': answerPolicy,
  'cache-control': 'no-store',
};

const DOCS_HEADERS = { ...API_HEADERS, 'content-security-policy': docsPolicy };

/**
 * Security headers on every answer, set by one hook from the sets above; pages replace the
 * Content-Security-Policy with their own (`pagePolicy` in the web plugin, the payment
 * simulator's), and HSTS goes only on answers that went out over HTTPS, which behind a trusted
 * proxy is its X-Forwarded-Proto.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (req, reply, done) => {
    const { url } = req;
    if (!url.startsWith('/api/')) reply.headers(DOCUMENT_HEADERS);
    else if (url.startsWith('/api/docs')) reply.headers(DOCS_HEADERS);
    else reply.headers(API_HEADERS);
    if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
