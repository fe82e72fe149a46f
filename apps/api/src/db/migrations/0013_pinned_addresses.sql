ALTER TABLE "addresses" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_location_pinned" CHECK (("addresses"."lat" IS NULL AND "addresses"."lon" IS NULL) OR ("addresses"."lat" BETWEEN -90 AND 90 AND "addresses"."lon" BETWEEN -180 AND 180));