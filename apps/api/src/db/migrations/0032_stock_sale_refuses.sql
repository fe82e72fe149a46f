-- grofresh_sell_stock (0022, 0024) now refuses a short line with an error instead of answering
-- the short lines (modules/catalog/stock-sell.ts, bench/results/orders.md): an order's insert,
-- its sale and its COMMIT then go to the database in one round trip, and a COMMIT sent behind a
-- failed statement ends the transaction as a rollback, so nothing of a refused order is kept.
-- The error's code is GF409 and its detail the short lines as JSON:
-- [{"itemId", "variant", "requested", "available"}]. What it takes, and the order it locks in,
-- are unchanged.
DROP FUNCTION "grofresh_sell_stock"(uuid[], text[], int[], text, timestamptz);
--> statement-breakpoint
CREATE FUNCTION "grofresh_sell_stock"(item_ids uuid[], variants text[], quantities int[],
	document text, sold_at timestamptz)
RETURNS void
LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
	short json;
	fell int;
BEGIN
	-- The sales of a unit queue on its advisory lock (db/locks.ts, stockUnit), in key order.
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

	WITH w AS (
		SELECT w.i, w.v, sum(w.q)::int AS q
		FROM unnest(item_ids, variants, quantities) AS w(i, v, q) GROUP BY w.i, w.v
	)
	SELECT json_agg(json_build_object('itemId', u.item_id, 'variant', u.variant,
		'requested', w.q, 'available', u.on_hand) ORDER BY u.item_id, u.variant) INTO short
	FROM stock_units u JOIN w ON w.i = u.item_id AND w.v = u.variant
	WHERE u.counted AND u.on_hand < w.q;
	IF short IS NOT NULL THEN
		RAISE EXCEPTION 'stock short' USING ERRCODE = 'GF409', DETAIL = short::text;
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
