CREATE TABLE "gateway_simulator_transactions" (
	"order_id" text PRIMARY KEY NOT NULL,
	"tracking_id" text NOT NULL,
	"bank_ref_no" text NOT NULL,
	"order_status" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"refunded_paise" integer DEFAULT 0 NOT NULL,
	"refund_refs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gateway_simulator_transactions_tracking_id_unique" UNIQUE("tracking_id")
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" text NOT NULL,
	"order_ref" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"client" text DEFAULT 'web' NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"fingerprint" text NOT NULL,
	"draft" jsonb NOT NULL,
	"tracking_id" text,
	"bank_ref_no" text,
	"payment_mode" text,
	"gateway_message" text,
	"coins_released_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_attempts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payment_attempts_order_ref_unique" UNIQUE("order_ref"),
	CONSTRAINT "payment_attempts_amount_positive" CHECK ("payment_attempts"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"order_ref" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"refund_ref" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"gateway_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_refunds_attempt_id_unique" UNIQUE("attempt_id"),
	CONSTRAINT "payment_refunds_refund_ref_unique" UNIQUE("refund_ref"),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_status_created_idx" ON "payment_attempts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payment_attempts_user_created_idx" ON "payment_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_ref_idx" ON "payment_refunds" USING btree ("order_ref");