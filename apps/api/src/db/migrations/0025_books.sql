CREATE TABLE "book_days" (
	"date" date PRIMARY KEY NOT NULL,
	"expected_cash_paise" integer NOT NULL,
	"counted_cash_paise" integer NOT NULL,
	"difference_paise" integer NOT NULL,
	"note" text,
	"closed_by" uuid NOT NULL,
	"closed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"bill_no" smallint DEFAULT 1 NOT NULL,
	"user_id" uuid NOT NULL,
	"by_user_id" uuid,
	"due_before_paise" integer DEFAULT 0 NOT NULL,
	"once_key" text,
	"at" timestamp with time zone NOT NULL,
	"booked_on" date NOT NULL,
	"adjustment" boolean DEFAULT false NOT NULL,
	CONSTRAINT "book_entries_once_key_unique" UNIQUE("once_key"),
	CONSTRAINT "book_entries_amount_positive" CHECK ("book_entries"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "book_entries_reference_idx" ON "book_entries" USING btree ("kind","method","reference") WHERE "book_entries"."reference" IS NOT NULL AND "book_entries"."method" IN ('UPI', 'CARD');--> statement-breakpoint
CREATE INDEX "book_entries_document_idx" ON "book_entries" USING btree ("document_type","document_id","bill_no");--> statement-breakpoint
CREATE INDEX "book_entries_booked_on_idx" ON "book_entries" USING btree ("booked_on","at");--> statement-breakpoint
CREATE INDEX "book_entries_user_at_idx" ON "book_entries" USING btree ("user_id","at");