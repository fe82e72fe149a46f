CREATE TABLE "milk_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"address" text NOT NULL,
	"locality" text NOT NULL,
	"quantity" text NOT NULL,
	"price_paise" integer NOT NULL,
	"status" text NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "milk_deliveries_subscription_date_unique" UNIQUE("subscription_id","date")
);
--> statement-breakpoint
CREATE TABLE "milk_runs" (
	"date" date PRIMARY KEY NOT NULL,
	"generated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"status" text NOT NULL,
	"type" text NOT NULL,
	"address_id" uuid,
	"address" jsonb NOT NULL,
	"quantity" text NOT NULL,
	"price_paise" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"included_dates" date[] DEFAULT '{}' NOT NULL,
	"excluded_dates" date[] DEFAULT '{}' NOT NULL,
	"delivery_days" integer NOT NULL,
	"amount_due_paise" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_amounts" CHECK ("subscriptions"."price_paise" > 0 AND "subscriptions"."amount_due_paise" >= 0 AND "subscriptions"."delivery_days" >= 0 AND "subscriptions"."start_date" <= "subscriptions"."end_date")
);
--> statement-breakpoint
ALTER TABLE "coin_transactions" DROP CONSTRAINT "coin_transactions_order_kind_unique";--> statement-breakpoint
ALTER TABLE "coin_transactions" ADD COLUMN "ref" text;--> statement-breakpoint
-- Existing rows get the key they would have been written with: order:<id>:<kind>, or their own id.
UPDATE "coin_transactions" SET "ref" = CASE
	WHEN "order_ref" IS NOT NULL THEN 'order:' || "order_ref" || ':' || lower("kind")
	ELSE 'row:' || "id" END;--> statement-breakpoint
ALTER TABLE "coin_transactions" ALTER COLUMN "ref" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "milk_deliveries" ADD CONSTRAINT "milk_deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milk_deliveries_date_locality_idx" ON "milk_deliveries" USING btree ("date","locality");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_idx" ON "subscriptions" USING btree ("user_id","product_name") WHERE "subscriptions"."status" in ('PENDING', 'ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_created_idx" ON "subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "subscriptions_status_created_idx" ON "subscriptions" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "coin_transactions" ADD CONSTRAINT "coin_transactions_ref_unique" UNIQUE("ref");