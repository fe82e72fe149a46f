-- grofresh_sell_stock (0022) queues the sales of each counted unit on an advisory lock before
-- locking its row (bench/results/orders.md): 50 orders of the same units at once waiting on
-- the rows cost the database about 1 ms more per order, each sale's commit waking the waiters
-- to follow the row's new version; on a lock of their own they are woken one at a time. The row
-- is still locked after it, so anything that changes a unit without the queue (a give-back,
-- staff's movements) is still kept out.
CREATE OR REPLACE FUNCTION "grofresh_sell_stock"(item_ids uuid[], variants text[], quantities int[],
	document text, sold_at timestamptz)
RETURNS TABLE (short_item uuid, short_variant text, requested int, available int)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
	fell int;
BEGIN
	-- The sales of a unit queue on its advisory lock (db/locks.ts, stockUnit), in key order: one
	-- waiter is woken at each commit, where waiting on the row itself wakes every waiter to
	-- chase the row's new version.
	PERFORM pg_advisory_xact_lock(hashtext(s.k)) FROM (
		SELECT DISTINCT 'stock:' || u.item_id || ':' || u.variant AS k FROM stock_units u
		WHERE (u.item_id, u.variant) IN (SELECT w.i, w.v FROM unnest(item_ids, variants) AS w(i, v))
			AND u.counted
		ORDER BY 1
	) s;
	PERFORM 1 FROM stock_units u
	WHERE (u.item_id, u.variant) IN (SELECT w.i, w.v FROM unnest(item_ids, variants) AS w(i, v))
		AND u.counted
	ORDER BY u.item_id, u.variant
	FOR UPDATE OF u;

	RETURN QUERY
	WITH w AS (
		SELECT w.i, w.v, sum(w.q)::int AS q
		FROM unnest(item_ids, variants, quantities) AS w(i, v, q) GROUP BY w.i, w.v
	)
	SELECT u.item_id, u.variant, w.q, u.on_hand
	FROM stock_units u JOIN w ON w.i = u.item_id AND w.v = u.variant
	WHERE u.counted AND u.on_hand < w.q;
	IF FOUND THEN
		RETURN;
	END IF;

	WITH w AS (
		SELECT w.i, w.v, sum(w.q)::int AS q
		FROM unnest(item_ids, variants, quantities) AS w(i, v, q) GROUP BY w.i, w.v
	), changed AS (
		UPDATE stock_units u SET on_hand = u.on_hand - w.q, updated_at = sold_at
		FROM w WHERE u.item_id = w.i AND u.variant = w.v AND u.counted
		RETURNING u.item_id, u.variant, u.on_hand, u.low_at, w.q
	), moved AS (
		INSERT INTO stock_movements (item_id, variant, change, reason, document_id, on_hand_after, at)
		SELECT c.item_id, c.variant, -c.q, 'SALE', document, c.on_hand, sold_at FROM changed c
	)
	SELECT count(*) INTO fell FROM changed c
	WHERE CASE WHEN c.on_hand <= c.low_at AND c.on_hand + c.q > c.low_at
		THEN pg_notify('grofresh_events',
			json_build_object('type', 'stock.low', 'id', c.item_id)::text) IS NOT NULL
		ELSE false END;
END;
$$;
