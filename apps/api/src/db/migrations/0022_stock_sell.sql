-- A new document's sale of counted stock in one round trip (modules/catalog/stock-sell.ts,
-- docs/product/rules.md#stock). The units are locked in one order (item, then size, as
-- holdStock locks them), then read again by a later statement, whose snapshot sees what the
-- last sale of them committed; a short line refuses everything (the short lines are returned
-- and nothing changes), else every unit is taken with its movement, and one falling to its low
-- mark tells the console ('stock.low', delivered on commit). Run last in the order's
-- transaction, so the units' row locks, which every order of them queues for, are held from
-- here to the commit only.
CREATE FUNCTION "grofresh_sell_stock"(item_ids uuid[], variants text[], quantities int[],
	document text, sold_at timestamptz)
RETURNS TABLE (short_item uuid, short_variant text, requested int, available int)
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
	fell int;
BEGIN
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
