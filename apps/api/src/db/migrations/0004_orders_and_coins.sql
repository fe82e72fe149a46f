CREATE TABLE "order_lines" (
	"order_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"item_id" uuid NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"variant_name" text,
	"price_paise" integer NOT NULL,
	"discount_price_paise" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_paise" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_position_pk" PRIMARY KEY("order_id","position")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"delivery_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"subtotal_paise" integer NOT NULL,
	"redeemed_coins" integer DEFAULT 0 NOT NULL,
	"earned_coins" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"address" jsonb,
	"pick_up_at" timestamp with time zone,
	"cancel_reason" text,
	"assigned_to" jsonb,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."subtotal_paise" >= 0 AND "orders"."total_paise" >= 0 AND "orders"."redeemed_coins" >= 0 AND "orders"."earned_coins" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coin_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"order_ref" uuid,
	"description" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "coin_transactions_order_kind_unique" UNIQUE("order_ref","kind")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "coin_transactions_user_created_idx" ON "coin_transactions" USING btree ("user_id","created_at","id");