import type { FastifyInstance } from 'fastify';

/** Gateway posts are small; anything bigger is not one. */
const FORM_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Lets the routes of one plugin read `application/x-www-form-urlencoded` bodies (the card
 * gateway's form posts) as a plain object of strings; the rest of the API stays JSON only.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}
