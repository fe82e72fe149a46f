ALTER TABLE "items" ADD COLUMN "name_sounds" text[] GENERATED ALWAYS AS (name_sounds(name)) STORED;--> statement-breakpoint
CREATE INDEX "items_name_sounds_idx" ON "items" USING gin ("name_sounds");