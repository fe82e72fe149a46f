DROP INDEX "table_orders_status_created_idx";--> statement-breakpoint
DROP INDEX "table_orders_created_idx";--> statement-breakpoint
ALTER TABLE "table_orders" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "table_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "table_orders_open_created_idx" ON "table_orders" USING btree ("created_at" DESC NULLS LAST) WHERE "table_orders"."status" IN ('PENDING', 'PREPARING', 'SERVED', 'PAYMENT_CONFIRMATION');--> statement-breakpoint
-- Orders completed before this kept how and when in the activity record: completed from a
-- payment under review is a checked UPI payment, from served is cash at the counter.
UPDATE "table_orders" t SET
  "paid_by" = CASE WHEN a."before"->>'status' = 'PAYMENT_CONFIRMATION' THEN 'UPI' ELSE 'CASH' END,
  "completed_at" = a."created_at"
FROM "staff_activity" a
WHERE t."status" = 'COMPLETED' AND a."subject_type" = 'table-order' AND a."subject_id" = t."id"::text
  AND a."action" = 'table-order.updated' AND a."after"->>'status' = 'COMPLETED';
