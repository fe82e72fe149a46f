CREATE TABLE "rider_marks" (
	"mark_id" text PRIMARY KEY NOT NULL,
	"rider_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"status" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_known";--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "delivery_radius_km" double precision DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "served_pincodes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rider_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "out_for_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "milk_deliveries" ADD COLUMN "missed_reason" text;--> statement-breakpoint
CREATE INDEX "rider_marks_rider_idx" ON "rider_marks" USING btree ("rider_id","applied_at");--> statement-breakpoint
CREATE INDEX "orders_rider_status_idx" ON "orders" USING btree ("rider_id","status");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" in ('customer', 'rider', 'staff', 'admin'));