import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | 'identity';
const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz', identity: '' };
/** How hard an answer's brotli and gzip forms are worked for. */
export interface Compression {
  brotliQuality: number;
  gzipLevel: number;
}
// The catalog's few answers are compressed once per catalog version: better ratios are worth it.
const THOROUGH: Compression = { brotliQuality: 9, gzipLevel: 9 };
/**
 * For answers many and varied (searches): most are made for one request, so their compression
 * must cost little more than the route's own (brotli quality 4, app.ts).
 */
export const QUICK: Compression = { brotliQuality: 4, gzipLevel: 6 };
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

  constructor(
    readonly body: Buffer,
    private readonly compression = THOROUGH,
  ) {
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

  /**
   * The answer's own headers in `encoding`, as name, value, name, value…: for a 304
   * (`notModified`), or sent with its bytes. `no-cache` lets browsers and proxies keep it but
   * ask every time, so an edit shows on the very next request; the ETag makes asking cheap.
   * Fastify's route (`catalogAnswer`) and the front door both send these; the front door keeps
   * its own lists, Fastify's route sends a URL's answer only the first time.
   */
  headers(encoding: Encoding, notModified: boolean): string[] {
    const own = [
      'cache-control',
      'no-cache',
      'vary',
      'accept-encoding',
      'etag',
      this.etag(encoding),
    ];
    if (notModified) return own;
    own.push('content-type', 'application/json; charset=utf-8');
    if (encoding !== 'identity') own.push('content-encoding', encoding);
    return own;
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
                [zlib.constants.BROTLI_PARAM_QUALITY]: this.compression.brotliQuality,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzip(this.body, { level: this.compression.gzipLevel });
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

/** What a URL was last answered with from the catalog cache, and the route that made it. */
export interface SentAnswer {
  readonly answer: EncodedAnswer;
  /** The route's pattern (`/api/category/:id`), for the request metrics. */
  readonly route: string;
}

/** Where the front door finds the answer a URL was last given (`sentAnswer`). */
const sentKey = (url: string) => `sent:${url}`;

/**
 * The answer a GET of `url` was last given from the catalog cache or one of its shelves (kept
 * searches), if the catalog has not changed since (web-host/front-door.ts sends it again without
 * going through Fastify).
 */
export const sentAnswer = (app: FastifyInstance, url: string): SentAnswer | undefined =>
  app.catalogCache.peekAll<SentAnswer>(sentKey(url));

/**
 * Sends a kept answer: 304 when the client already holds it, otherwise the encoding it asked
 * for, with the answer's own headers (`EncodedAnswer.headers`). The route sets `compress: false`.
 */
function sendEncoded(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  encoding: Encoding,
  body: Buffer,
): FastifyReply {
  const notModified = answer.matches(req.headers['if-none-match']);
  const own = answer.headers(encoding, notModified);
  for (let i = 0; i < own.length; i += 2) reply.header(own[i] as string, own[i + 1]);
  return notModified ? reply.code(304).send() : reply.send(body);
}

/** Where kept answers live: the catalog cache or one of its shelves (`CatalogCache`). */
export interface KeptAnswers {
  remember<T>(key: string, compute: () => Promise<T>): Promise<T>;
  keepBeside(from: string, fromValue: unknown, key: string, value: unknown): void;
}

/**
 * Sends the answer kept in `cache` under `key` (which must name everything it depends on),
 * made by `make` when the catalog has changed since it was kept: stored bytes with their ETag,
 * skipping per-request serialisation and compression (so the route sets `compress: false`). A
 * failed computation (a 404, say) is never kept. The answer is also noted under the request's
 * URL beside it, for the front door (`sentAnswer`), which then sends it without Fastify.
 */
export async function sendKept(
  req: FastifyRequest,
  reply: FastifyReply,
  cache: KeptAnswers,
  key: string,
  make: () => Promise<EncodedAnswer>,
): Promise<FastifyReply> {
  const answer = await cache.remember(key, make);
  const encoding = answer.encodingFor(req.headers['accept-encoding']);
  sendEncoded(req, reply, answer, encoding, await answer.bytes(encoding));
  const sent: SentAnswer = { answer, route: req.routeOptions.url ?? req.url };
  cache.keepBeside(key, answer, sentKey(req.url), sent);
  return reply;
}

/**
 * A handler for an answer made only from the catalog, kept in `app.catalogCache` until the
 * catalog changes and sent as `sendKept` does.
 */
export const catalogAnswer =
  (app: FastifyInstance) =>
  <S extends z.ZodType>(schema: S, key: string, compute: () => Promise<z.input<S>>) =>
  (req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> =>
    sendKept(req, reply, app.catalogCache, key, async () =>
      EncodedAnswer.json(schema.parse(await compute())),
    );
