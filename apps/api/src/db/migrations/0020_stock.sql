CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"document_id" text,
	"by_user_id" uuid,
	"on_hand_after" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_change_nonzero" CHECK ("stock_movements"."change" <> 0 AND "stock_movements"."on_hand_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_units" (
	"item_id" uuid NOT NULL,
	"variant" text DEFAULT '' NOT NULL,
	"counted" boolean DEFAULT true NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"low_at" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_units_item_id_variant_pk" PRIMARY KEY("item_id","variant"),
	CONSTRAINT "stock_units_on_hand_nonnegative" CHECK ("stock_units"."on_hand" >= 0 AND "stock_units"."low_at" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_units" ADD CONSTRAINT "stock_units_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_unit_at_idx" ON "stock_movements" USING btree ("item_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("document_id") WHERE "stock_movements"."document_id" is not null;--> statement-breakpoint
CREATE INDEX "stock_units_low_idx" ON "stock_units" USING btree ("on_hand") WHERE "stock_units"."counted" AND "stock_units"."on_hand" <= "stock_units"."low_at";