CREATE TABLE "match_shares" (
	"match_id" integer PRIMARY KEY NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_shares_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "match_shares" ADD CONSTRAINT "match_shares_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_shares" ADD CONSTRAINT "match_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;