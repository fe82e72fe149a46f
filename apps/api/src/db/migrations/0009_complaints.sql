CREATE TABLE "complaints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"category" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"resolution_note" text,
	"order_ref" uuid,
	"order_id" text,
	"coins_credited" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "complaints_coins_credited" CHECK ("complaints"."coins_credited" >= 0)
);
--> statement-breakpoint
CREATE INDEX "complaints_user_created_idx" ON "complaints" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_user_open_idx" ON "complaints" USING btree ("user_id") WHERE "complaints"."status" in ('OPEN', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "complaints_created_idx" ON "complaints" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_status_created_idx" ON "complaints" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_order_id_trgm_idx" ON "complaints" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "complaints_subject_trgm_idx" ON "complaints" USING gin ("subject" gin_trgm_ops);