ALTER TABLE "store_settings" ADD COLUMN "auto_approve_milk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "milk_deliveries" ADD COLUMN "paid_price_paise" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "quantity_changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "bill_no" smallint;--> statement-breakpoint
CREATE INDEX "payment_attempts_subscription_idx" ON "payment_attempts" USING btree ("subscription_id","bill_no") WHERE "payment_attempts"."subscription_id" is not null;