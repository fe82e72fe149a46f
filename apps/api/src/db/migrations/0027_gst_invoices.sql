CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_paise" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_on" date NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "credit_notes_number_unique" UNIQUE("number"),
	CONSTRAINT "credit_notes_series_number_unique" UNIQUE("fy","seq"),
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "document_series" (
	"series" text NOT NULL,
	"fy" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_series_series_fy_pk" PRIMARY KEY("series","fy")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"fy" text NOT NULL,
	"seq" integer NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_on" date NOT NULL,
	"snapshot" jsonb NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_document_unique" UNIQUE("document_type","document_id"),
	CONSTRAINT "invoices_series_number_unique" UNIQUE("series","fy","seq"),
	CONSTRAINT "invoices_seq_positive" CHECK ("invoices"."seq" > 0)
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "hsn" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "gst_rate" smallint;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "state_code" text;--> statement-breakpoint
ALTER TABLE "store_settings" ADD COLUMN "coins_on_invoice" text DEFAULT 'PAYMENT' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_on_idx" ON "credit_notes" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on");--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_gst_rate" CHECK ("items"."gst_rate" IN (0, 5, 18, 40));--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_hsn_digits" CHECK ("items"."hsn" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
-- An invoice or credit note is never changed nor deleted (docs/product/rules.md#gst-invoices):
-- a correction is a credit note of its own.
CREATE FUNCTION grofresh_issued_documents_stay() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued % is never changed nor deleted', TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_stay BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION grofresh_issued_documents_stay();--> statement-breakpoint
CREATE TRIGGER credit_notes_stay BEFORE UPDATE OR DELETE ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION grofresh_issued_documents_stay();
