CREATE TABLE "table_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"variant_name" text,
	"unit_price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_paise" integer NOT NULL,
	CONSTRAINT "table_order_lines_order_kind_position_unique" UNIQUE("order_id","kind","position"),
	CONSTRAINT "table_order_lines_amounts" CHECK ("table_order_lines"."quantity" > 0 AND "table_order_lines"."unit_price_paise" >= 0 AND "table_order_lines"."line_total_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "table_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"store_date" date NOT NULL,
	"number" integer NOT NULL,
	"token" text NOT NULL,
	"table_no" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"dine_in_total_paise" integer DEFAULT 0 NOT NULL,
	"pick_up_total_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer DEFAULT 0 NOT NULL,
	"earned_coins" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "table_orders_store_date_number_unique" UNIQUE("store_date","number"),
	CONSTRAINT "table_orders_amounts_nonnegative" CHECK ("table_orders"."dine_in_total_paise" >= 0 AND "table_orders"."pick_up_total_paise" >= 0 AND "table_orders"."total_paise" >= 0 AND "table_orders"."earned_coins" >= 0 AND "table_orders"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "table_order_lines" ADD CONSTRAINT "table_order_lines_order_id_table_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."table_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "table_orders_user_created_idx" ON "table_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "table_orders_status_created_idx" ON "table_orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "table_orders_created_idx" ON "table_orders" USING btree ("created_at");