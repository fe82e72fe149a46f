import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { eventDataSchema, RESYNC_EVENT, type ShopperEventType } from '@grofresh/contracts';
import { useEventStream } from './event-stream';

/**
 * Keeps a shopper's page in step with the store: while the record can still change, the
 * shopper's own event stream (GET /api/orders/events) says when it did (`type` naming its
 * `_id`, or any of the shopper's records of that type with `id: 'any'`), and what `queryKey`
 * covers is read again, as it is on every (re)connection, since
 * whatever changed while the stream was away was not heard.
 */
export function useFollowOwnRecord(follow: {
  type: ShopperEventType;
  id: string | 'any' | undefined;
  open: boolean;
  queryKey: QueryKey;
}): void {
  const client = useQueryClient();
  const refresh = () => void client.invalidateQueries({ queryKey: follow.queryKey });
  useEventStream(
    '/orders/events',
    {
      onOpen: refresh,
      onEvent: (type, data) => {
        if (type === RESYNC_EVENT) return refresh();
        const parsed = eventDataSchema.safeParse(data);
        if (type !== follow.type || !parsed.success) return;
        if (follow.id === 'any' || parsed.data._id === follow.id) refresh();
      },
    },
    follow.open,
  );
}
