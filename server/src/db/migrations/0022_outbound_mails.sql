-- Every mail the product sends, until it is delivered or given up on (plugins/mail.ts).
CREATE TABLE "outbound_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text,
	"html" text,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbound_mails_state" CHECK ("outbound_mails"."state" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outbound_mails_state_idx" ON "outbound_mails" USING btree ("state","created_at");