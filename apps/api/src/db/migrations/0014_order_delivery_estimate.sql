ALTER TABLE "orders" ADD COLUMN "estimated_delivery_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before the estimate was stored get the one they would have had: a pick-up its
-- chosen time; a delivery the 19:00 slot of the day it was placed before 15:00 (store time),
-- else of the next day.
UPDATE "orders" SET "estimated_delivery_at" = CASE
  WHEN "delivery_type" = 'PICK_UP' THEN "pick_up_at"
  ELSE (
    (date("created_at" AT TIME ZONE 'Asia/Kolkata')
      + CASE WHEN ("created_at" AT TIME ZONE 'Asia/Kolkata')::time < time '15:00' THEN 0 ELSE 1 END)
    + time '19:00'
  ) AT TIME ZONE 'Asia/Kolkata'
END;
