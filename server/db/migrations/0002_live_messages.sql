CREATE TABLE "live_messages" (
	"match_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"client_id" varchar(36),
	"request_hash" varchar(64),
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_messages_match_id_seq_pk" PRIMARY KEY("match_id","seq"),
	CONSTRAINT "live_messages_client_unique" UNIQUE("match_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "match_events" ADD COLUMN "grid_before" integer;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;