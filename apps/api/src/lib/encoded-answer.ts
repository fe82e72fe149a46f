import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };
// Answers are compressed once per catalog version, so better ratios are worth the time.
const BROTLI_QUALITY = 9;
/** Below this the headers outweigh what compression saves. */
const COMPRESS_FROM_BYTES = 1024;
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });
/** What each Accept-Encoding header came to: clients send one of a handful, so it is kept. */
const chosen = new Map<string, Encoding>();
const CHOSEN_MAX = 100;

function encodingOf(accepted: string): Encoding {
  let encoding = chosen.get(accepted);
  if (encoding === undefined) {
    encoding = negotiator.negotiate(accepted) ?? 'identity';
    // Once full (a client making up headers), new ones are worked out each time, not kept.
    if (chosen.size < CHOSEN_MAX) chosen.set(accepted, encoding);
  }
  return encoding;
}

/**
 * One JSON answer ready for the wire: its bytes, its strong ETag (the hash of the bytes; each
 * encoding is its own representation, so it gets its own tag) and, made on first demand and
 * then kept, its brotli and gzip forms.
 */
export class EncodedAnswer {
  readonly tag: string;
  /** Made once: a kept answer is sent many thousand times a second. */
  private readonly etags: Record<Encoding, string>;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  private readonly done = new Map<Encoding, Buffer>();

  constructor(readonly body: Buffer) {
    this.tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const etag = (encoding: Encoding) => `"${this.tag}${SUFFIX[encoding]}"`;
    this.etags = { br: etag('br'), gzip: etag('gzip'), identity: etag('identity') };
    this.encoded.set('identity', Promise.resolve(body));
    this.done.set('identity', body);
  }

  static json(value: unknown): EncodedAnswer {
    return new EncodedAnswer(Buffer.from(JSON.stringify(value)));
  }

  etag(encoding: Encoding): string {
    return this.etags[encoding];
  }

  /** Whether an If-None-Match header names this answer, in any of its encodings. */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((candidate) => {
      const tag = candidate.trim().replace(/^W\//, '');
      const { br, gzip, identity } = this.etags;
      return tag === identity || tag === br || tag === gzip;
    });
  }

  bytes(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? brotli(this.body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzip(this.body, { level: 9 });
      this.encoded.set(encoding, bytes);
      void bytes.then((b) => this.done.set(encoding, b));
    }
    return bytes;
  }

  /** The bytes in that encoding if they are made already. */
  ready(encoding: Encoding): Buffer | undefined {
    return this.done.get(encoding);
  }

  /** The encoding to send a client that says `accept-encoding`. */
  encodingFor(accepted: string | undefined): Encoding {
    if (this.body.length < COMPRESS_FROM_BYTES || !accepted) return 'identity';
    return encodingOf(accepted);
  }
}

/** Where the fast path finds the answer a URL was last given (`keptAnswerFor`). */
const sentKey = (url: string) => `sent:${url}`;

/**
 * Sends a kept answer: 304 when the client already holds it, otherwise the encoding it asked
 * for. `no-cache` lets browsers and proxies keep it but ask every time, so an edit shows on the
 * very next request; the ETag makes asking cheap. The route sets `compress: false`.
 */
function sendEncoded(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  encoding: Encoding,
  body: Buffer | undefined,
): FastifyReply {
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', answer.etag(encoding));
  if (answer.matches(req.headers['if-none-match'])) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * A handler for an answer made only from the catalog: kept until the catalog changes
 * (`app.catalogCache`, under `key`, which must name everything the answer depends on) and sent
 * as stored bytes with its ETag, skipping per-request serialisation and compression (so the
 * route sets `compress: false`). A failed computation (a 404, say) is never kept. The answer is
 * also noted under the request's URL for `keptAnswerFor`.
 */
export const catalogAnswer =
  (app: FastifyInstance) =>
  <S extends z.ZodType>(schema: S, key: string, compute: () => Promise<z.input<S>>) =>
  async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const cache = app.catalogCache;
    const answer = await cache.remember(key, async () =>
      EncodedAnswer.json(schema.parse(await compute())),
    );
    const encoding = answer.encodingFor(req.headers['accept-encoding']);
    sendEncoded(req, reply, answer, encoding, await answer.bytes(encoding));
    cache.keepBeside(key, answer, sentKey(req.url), answer);
  };

/**
 * The fast path: a GET whose URL was answered from the catalog cache since the catalog last
 * changed, with the bytes for its encoding ready, is answered at once, after the security
 * headers but before routing, validation and the per-client limit (a kept answer costs the shop
 * next to nothing; the limit guards the calls that cost). Anything else goes the normal way.
 */
export function keptAnswerFor(app: FastifyInstance): onRequestHookHandler {
  return (req, reply, done) => {
    const answer =
      req.method === 'GET' ? app.catalogCache.peek<EncodedAnswer>(sentKey(req.url)) : undefined;
    if (!answer) return done();
    const encoding = answer.encodingFor(req.headers['accept-encoding']);
    const body = answer.ready(encoding);
    if (!body) return done();
    req.quietLog = true;
    sendEncoded(req, reply, answer, encoding, body);
  };
}
