ALTER TABLE "matches" ADD COLUMN "home_recorder_id" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "away_recorder_id" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_recorder_id_users_id_fk" FOREIGN KEY ("home_recorder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_recorder_id_users_id_fk" FOREIGN KEY ("away_recorder_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;