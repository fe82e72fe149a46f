CREATE TABLE "delivery_people" (
	"phone" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_phone" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"subject_label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "pick_up_opens_minute" smallint DEFAULT 480 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "pick_up_closes_minute" smallint DEFAULT 1260 NOT NULL;--> statement-breakpoint
CREATE INDEX "delivery_people_last_used_idx" ON "delivery_people" USING btree ("last_used_at");--> statement-breakpoint
CREATE INDEX "staff_activity_created_idx" ON "staff_activity" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staff_activity_actor_idx" ON "staff_activity" USING btree ("actor_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_activity_subject_idx" ON "staff_activity" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "staff_activity_action_idx" ON "staff_activity" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "users_phone_trgm_idx" ON "users" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "orders_order_id_trgm_idx" ON "orders" USING gin ("order_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coin_transactions_created_idx" ON "coin_transactions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_pick_up_hours" CHECK (0 <= "store_settings"."pick_up_opens_minute" AND "store_settings"."pick_up_opens_minute" < "store_settings"."pick_up_closes_minute" AND "store_settings"."pick_up_closes_minute" <= 1440);