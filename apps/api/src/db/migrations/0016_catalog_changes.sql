-- Every change to what the shop's catalog calls answer (items, their sizes and categories,
-- categories, banners, the store's settings and milk prices) announces itself on commit, from
-- whichever process made it (the console, `npm run seed`, a hand-run psql), so every instance
-- drops its cached answers before anyone can read a stale one. Statement-level: one NOTIFY per
-- statement, and PostgreSQL folds identical ones within a transaction.
CREATE FUNCTION "grofresh_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('grofresh_catalog', TG_TABLE_NAME);
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "items_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "items" FOR EACH STATEMENT EXECUTE FUNCTION "grofresh_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "item_variants_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_variants" FOR EACH STATEMENT EXECUTE FUNCTION "grofresh_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "item_categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "item_categories" FOR EACH STATEMENT EXECUTE FUNCTION "grofresh_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "grofresh_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "banners_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners" FOR EACH STATEMENT EXECUTE FUNCTION "grofresh_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "store_settings_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_settings" FOR EACH STATEMENT EXECUTE FUNCTION "grofresh_catalog_changed"();
--> statement-breakpoint
CREATE TRIGGER "milk_price_options_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "milk_price_options" FOR EACH STATEMENT EXECUTE FUNCTION "grofresh_catalog_changed"();
