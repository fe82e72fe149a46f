-- Stock changes what the catalog's answers say (docs/product/rules.md#stock: inStock, stockLeft),
-- so a change a shopper would see announces itself like any catalog change (migration 0016):
-- a unit becoming counted or not, crossing zero, or being at or below its low mark before or
-- after (its "Only N left" changes). What a unit shows is -1 (nothing: not counted, or above its
-- low mark, which is always in stock) or its number on hand; only a change of that notifies. A
-- sale of a well-stocked unit changes nothing shown and notifies nothing, so the kept answers
-- stay kept through a rush (they are the catalog's speed).
CREATE TRIGGER "stock_units_catalog_changed_insert" AFTER INSERT ON "stock_units" FOR EACH ROW
	WHEN (NEW."counted" AND NEW."on_hand" <= NEW."low_at")
	EXECUTE FUNCTION "grofresh_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "stock_units_catalog_changed_update" AFTER UPDATE ON "stock_units" FOR EACH ROW
	WHEN ((CASE WHEN NOT OLD."counted" OR OLD."on_hand" > OLD."low_at" THEN -1 ELSE OLD."on_hand" END)
		IS DISTINCT FROM
		(CASE WHEN NOT NEW."counted" OR NEW."on_hand" > NEW."low_at" THEN -1 ELSE NEW."on_hand" END)
		OR OLD."item_id" IS DISTINCT FROM NEW."item_id" OR OLD."variant" IS DISTINCT FROM NEW."variant")
	EXECUTE FUNCTION "grofresh_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "stock_units_catalog_changed_delete" AFTER DELETE ON "stock_units" FOR EACH ROW
	WHEN (OLD."counted" AND OLD."on_hand" <= OLD."low_at")
	EXECUTE FUNCTION "grofresh_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "stock_units_catalog_changed_truncate" AFTER TRUNCATE ON "stock_units" FOR EACH STATEMENT
	EXECUTE FUNCTION "grofresh_catalog_changed"();
