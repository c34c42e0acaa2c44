CREATE TABLE "video_transcodes" (
	"key" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"playlist" text,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_transcodes_state" CHECK ("video_transcodes"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "video_transcodes_playlist_idx" ON "video_transcodes" USING btree ("playlist");