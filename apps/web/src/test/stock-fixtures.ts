import { screen, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { StockMovement, StockUnit } from '@grofresh/contracts';
import { stubApi, type StubRequest } from './api-stub';
import { consoleBasics, openConsole } from './console';

/** Stock screens' fixtures (docs/product/rules.md#stock): two sizes of paneer, counted, and rice, not counted. */
export const PANEER = '11111111-1111-4111-8111-111111111111';
export const RICE = '22222222-2222-4222-8222-222222222222';
export const paneer: StockUnit = {
  itemId: PANEER,
  variantName: '200 g',
  name: 'Paneer · 200 g',
  counted: true,
  onHand: 12,
  lowAt: 5,
};
export const paneerBig: StockUnit = {
  ...paneer,
  variantName: '500 g',
  name: 'Paneer · 500 g',
  onHand: 0,
};
export const rice: StockUnit = {
  itemId: RICE,
  variantName: null,
  name: 'Sona Masoori Rice 5 kg',
  counted: false,
  onHand: null,
  lowAt: 5,
};
export const sale: StockMovement = {
  _id: 'm2',
  variantName: '200 g',
  change: -2,
  reason: 'SALE',
  note: '',
  orderId: 'ORD-1042',
  by: null,
  at: '2026-11-23T06:30:00.000Z',
  onHandAfter: 12,
};
export const received: StockMovement = {
  _id: 'm1',
  variantName: '200 g',
  change: 14,
  reason: 'RECEIVED',
  note: 'Bill 778 from Nandini',
  orderId: null,
  by: 'Ravi',
  at: '2026-11-23T04:00:00.000Z',
  onHandAfter: 14,
};
export const damaged: StockMovement = {
  ...received,
  _id: 'm1b',
  change: -1,
  reason: 'DAMAGED',
  note: '',
  by: '9876543210',
  at: '2026-11-23T05:00:00.000Z',
  onHandAfter: 13,
};
export const otherSize: StockMovement = { ...received, _id: 'm0', variantName: '500 g', change: 3 };

/** The console with the units the server holds; movements and settings change them. */
export function stockApi(extra: Parameters<typeof stubApi>[0] = {}) {
  const held = { units: [paneer, paneerBig, rice] };
  const unitOf = (req: StubRequest) => {
    const body = req.body as { itemId?: string; variantName?: string };
    const itemId = body.itemId ?? req.path.split('/')[4];
    return held.units.find(
      (u) => u.itemId === itemId && (u.variantName ?? undefined) === body.variantName,
    )!;
  };
  const change = (unit: StockUnit, next: Partial<StockUnit>) => {
    const changed = { ...unit, ...next };
    held.units = held.units.map((u) => (u === unit ? changed : u));
    return changed;
  };
  const api = stubApi({
    ...consoleBasics('staff'),
    'GET /api/ops/stock': () => ({ body: { items: held.units } }),
    'GET /api/ops/stock/*': { body: { movements: [sale, damaged, otherSize, received] } },
    'POST /api/ops/stock/movements': (req) => {
      const body = req.body as { change?: number; setTo?: number };
      const unit = unitOf(req);
      const onHand = body.setTo ?? (unit.onHand ?? 0) + (body.change ?? 0);
      return {
        status: 201,
        body: { movement: sale, stock: change(unit, { onHand, counted: true }) },
      };
    },
    'PUT /api/ops/stock/*': (req) => {
      const body = req.body as { counted: boolean; lowAt?: number };
      const unit = unitOf(req);
      const next = body.counted
        ? { counted: true, onHand: unit.onHand ?? 0, lowAt: body.lowAt ?? unit.lowAt }
        : { counted: false, onHand: null };
      return { body: { stock: change(unit, next) } };
    },
    ...extra,
  });
  return { ...api, held };
}

/** Wraps the stubbed fetch so the console's stream (GET /api/ops/events) can be pushed to. */
export function withOpsStream() {
  const answer = globalThis.fetch;
  const encoder = new TextEncoder();
  let push: ((text: string) => void) | undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://shop.test').pathname !== '/api/ops/events')
        return answer(input, init);
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          push = (text) => controller.enqueue(encoder.encode(text));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );
  return {
    connected: () => vi.waitFor(() => expect(push).toBeDefined()),
    send: (type: string, id: string) => push!(`event: ${type}\ndata: {"_id":"${id}"}\n\n`),
  };
}

/**
 * A unit's row in the stock list, by its name. The first visit loads the screen's own chunk,
 * which a busy machine can take seconds to do.
 */
export const rowOf = async (name: string) =>
  within(await screen.findByRole('list', { name: /Stock/ }, { timeout: 10_000 })).getByRole(
    'listitem',
    { name },
  );

/** Until the unit's row says `text` (the list is read again after a change). */
export const rowSays = (name: string, text: string) =>
  vi.waitFor(async () => expect(await rowOf(name)).toHaveTextContent(text), { timeout: 10_000 });

/** The console's stock screen at `path`, once its chunk has loaded. */
export async function openStock(path = '/ops/stock') {
  const router = openConsole(path);
  await screen.findByRole('heading', { name: 'Stock', level: 1 }, { timeout: 10_000 });
  return router;
}
