import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  EVENT_HEARTBEAT_MS,
  EVENT_RETRY_MS,
  eventStreamEndpoints,
  RESYNC_EVENT,
  shopperEventTypes,
  type Role,
} from '@grofresh/contracts';
import type { ShopEvent } from '../lib/events';
import { route } from '../lib/route';
import { currentUser } from './auth';
import type { EventHub } from './event-hub';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventHub;
  }
}

/**
 * Open streams one user may hold on an instance: a console left open in many tabs, or a
 * client that never closes what it opened, would otherwise hold a connection, a heartbeat
 * and a check of its token each for as long as it likes. The sixth ends the user's oldest,
 * whose client reconnects by itself (docs/decisions.md#the-store-console-ops, "Live updates").
 */
export const STREAMS_PER_USER = 5;

/**
 * The wait asked of a stream ended for a newer one: its client would otherwise be back in 2 s
 * and end the next oldest, six tabs taking turns, each refetching its page on every return.
 */
const CROWDED_OUT_RETRY_MS = 30_000;

interface StreamRules {
  /** Which changes this reader may hear of. */
  accepts: (event: ShopEvent) => boolean;
  /** Asked at every heartbeat: the stream ends once its reader may no longer read it. */
  stillAllowed: () => Promise<boolean>;
}

/**
 * Server-Sent Events over a plain response: `event: <type>` and `data: {"_id": …}` per change,
 * `retry` so clients reconnect after a drop, and a comment every 15 s that keeps proxies from
 * closing an idle stream. Streams end when the shop shuts down, and a user's oldest when they
 * open one more than STREAMS_PER_USER.
 */
export function registerEventStreams(app: FastifyInstance, hub: EventHub): void {
  const open = new Set<() => void>();
  /** Each user's open streams' ends, oldest first. */
  const byUser = new Map<string, ((retryMs?: number) => void)[]>();
  app.decorate('events', hub);
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.addHook('onClose', async () => hub.close());

  const stream = async (req: FastifyRequest, reply: FastifyReply, rules: StreamRules) => {
    const userId = currentUser(req).id;
    const res = reply.raw;
    let ended = false;
    const write = (text: string) => {
      if (!ended) res.write(text);
    };
    const unsubscribe = await hub.subscribe((message) => {
      if (message === 'resync') write(`event: ${RESYNC_EVENT}\ndata: {}\n\n`);
      else if (typeof message !== 'string' && rules.accepts(message)) {
        write(`event: ${message.type}\ndata: ${JSON.stringify({ _id: message.id })}\n\n`);
      }
    });
    reply.hijack();
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Tells nginx and similar proxies not to buffer the stream.
      'x-accel-buffering': 'no',
      // Written by hand, so the request id the log controller put on the reply is copied.
      'x-request-id': req.id,
    });
    write(`retry: ${EVENT_RETRY_MS}\n: connected\n\n`);
    const end = (retryMs?: number) => {
      if (ended) return;
      if (retryMs) write(`retry: ${retryMs}\n\n`);
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
      const mine = byUser.get(userId)?.filter((other) => other !== end) ?? [];
      if (mine.length > 0) byUser.set(userId, mine);
      else byUser.delete(userId);
      res.end();
    };
    const heartbeat = setInterval(() => {
      rules.stillAllowed().then(
        (allowed) => (allowed ? write(': ping\n\n') : end()),
        () => end(),
      );
    }, EVENT_HEARTBEAT_MS);
    open.add(end);
    req.raw.on('close', () => end());
    const mine = [...(byUser.get(userId) ?? []), end];
    byUser.set(userId, mine);
    for (const oldest of mine.slice(0, -STREAMS_PER_USER)) oldest(CROWDED_OUT_RETRY_MS);
  };

  app.decorate('streamEvents', stream);
}

declare module 'fastify' {
  interface FastifyInstance {
    streamEvents: (req: FastifyRequest, reply: FastifyReply, rules: StreamRules) => Promise<void>;
  }
}

const hasRole = (role: Role | undefined, roles: readonly Role[]) =>
  role !== undefined && roles.includes(role);

/** GET /api/ops/events: every change the console shows. Register inside the staff scope. */
export const staffEventsRoute: FastifyPluginAsync = async (app) => {
  route(app, eventStreamEndpoints.staff, async ({ req, reply }) => {
    await app.streamEvents(req, reply, {
      accepts: () => true,
      stillAllowed: async () => hasRole((await app.userOfToken(req))?.role, ['staff', 'admin']),
    });
    return reply;
  });
};

/** GET /api/orders/events: changes to the signed-in shopper's own orders. */
export const shopperEventsRoute: FastifyPluginAsync = async (app) => {
  route(
    app,
    eventStreamEndpoints.shopper,
    async ({ req, reply }) => {
      const userId = currentUser(req).id;
      await app.streamEvents(req, reply, {
        accepts: (event) =>
          event.userId === userId && (shopperEventTypes as readonly string[]).includes(event.type),
        stillAllowed: async () => (await app.userOfToken(req))?.id === userId,
      });
      return reply;
    },
    { preHandler: app.authenticate },
  );
};
