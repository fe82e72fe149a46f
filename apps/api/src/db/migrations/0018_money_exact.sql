CREATE TABLE "milk_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"bill_no" smallint NOT NULL,
	"days" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"description" text NOT NULL,
	"ref" text NOT NULL,
	"status" text DEFAULT 'DUE' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"note" text,
	CONSTRAINT "milk_refunds_ref_unique" UNIQUE("ref"),
	CONSTRAINT "milk_refunds_amount_positive" CHECK ("milk_refunds"."amount_paise" > 0 AND "milk_refunds"."days" > 0)
);
--> statement-breakpoint
ALTER TABLE "milk_deliveries" DROP CONSTRAINT "milk_deliveries_subscription_date_unique";--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "goodwill_admin_above" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "goodwill_daily_cap" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "milk_deliveries" ADD COLUMN "bill_no" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "milk_deliveries" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "milk_deliveries" ADD COLUMN "marks" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "milk_deliveries" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "bill_no" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "order_refused" text;--> statement-breakpoint
ALTER TABLE "milk_refunds" ADD CONSTRAINT "milk_refunds_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "milk_refunds_status_created_idx" ON "milk_refunds" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "milk_refunds_subscription_idx" ON "milk_refunds" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_open_created_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."status" <> 'REFUNDED';--> statement-breakpoint
ALTER TABLE "milk_deliveries" ADD CONSTRAINT "milk_deliveries_subscription_bill_date_unique" UNIQUE("subscription_id","bill_no","date");