import pg from 'pg';
import { CATALOG_CHANNEL, EVENTS_CHANNEL, type ShopEvent } from '../lib/events';
import type { CatalogChanges } from '../modules/catalog/catalog-cache';

/** `resync` after a reconnection; `catalog` when the catalog changed; `lost` when cut off. */
export type HubMessage = ShopEvent | 'resync' | 'catalog' | 'lost';
type Listener = (message: HubMessage) => void;

interface HubLogger {
  warn(obj: object, msg: string): void;
}

const MAX_RETRY_MS = 10_000;

/**
 * One LISTEN connection per process, shared by every open stream and the catalog cache. It
 * opens on the first subscriber and reconnects after a loss; listeners hear `lost` at once and
 * `resync` once back, because changes made while it was away were not heard.
 */
export class EventHub implements CatalogChanges {
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private readonly listeners = new Set<Listener>();
  private closed = false;
  private retryMs = 500;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connection: pg.ClientConfig,
    private readonly log: HubLogger,
  ) {}

  /** Resolves once this process is listening; the returned function unsubscribes. */
  async subscribe(listener: Listener): Promise<() => void> {
    this.listeners.add(listener);
    try {
      await this.connect();
    } catch (error) {
      this.listeners.delete(listener);
      throw error;
    }
    return () => void this.listeners.delete(listener);
  }

  async onCatalog(listener: (news: 'changed' | 'down' | 'up') => void): Promise<void> {
    const news = { catalog: 'changed', lost: 'down', resync: 'up' } as const;
    await this.subscribe((message) => {
      if (typeof message === 'string') listener(news[message]);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    this.listeners.clear();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private connect(): Promise<void> {
    if (this.client) return Promise.resolve();
    this.connecting ??= this.open().finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private async open(): Promise<void> {
    const client = new pg.Client(this.connection);
    client.on('notification', (message) => {
      if (message.channel === CATALOG_CHANNEL) return this.emit('catalog');
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      try {
        this.emit(JSON.parse(message.payload) as ShopEvent);
      } catch {
        this.log.warn({ payload: message.payload }, 'ignored an unreadable event');
      }
    });
    const lost = () => this.lost(client);
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}; LISTEN ${CATALOG_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners();
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.retryMs = 500;
  }

  private emit(message: HubMessage): void {
    for (const listener of this.listeners) listener(message);
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    client.removeAllListeners();
    client.on('error', () => undefined);
    if (this.closed) return;
    this.log.warn({}, 'event stream lost its database connection; reconnecting');
    this.emit('lost');
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.listeners.size === 0) return;
    this.retryTimer = setTimeout(() => {
      this.connect().then(
        () => this.emit('resync'),
        () => {
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
  }
}
