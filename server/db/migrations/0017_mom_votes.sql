CREATE TABLE "mom_ballots" (
	"vote_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"first_id" integer NOT NULL,
	"second_id" integer,
	"third_id" integer,
	"cast_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mom_ballots_vote_id_voter_id_pk" PRIMARY KEY("vote_id","voter_id"),
	CONSTRAINT "mom_ballots_not_self_check" CHECK ("mom_ballots"."voter_id" not in ("mom_ballots"."first_id", coalesce("mom_ballots"."second_id", 0), coalesce("mom_ballots"."third_id", 0))),
	CONSTRAINT "mom_ballots_distinct_check" CHECK ("mom_ballots"."first_id" <> coalesce("mom_ballots"."second_id", 0) and "mom_ballots"."first_id" <> coalesce("mom_ballots"."third_id", 0)
        and ("mom_ballots"."third_id" is null or ("mom_ballots"."second_id" is not null and "mom_ballots"."second_id" <> "mom_ballots"."third_id")))
);
--> statement-breakpoint
CREATE TABLE "mom_cards" (
	"vote_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mom_cards_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "mom_vote_people" (
	"vote_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"can_vote" boolean NOT NULL,
	CONSTRAINT "mom_vote_people_vote_id_user_id_pk" PRIMARY KEY("vote_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "mom_votes" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"match_id" integer,
	"scrimmage_id" integer,
	"opened_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"announced_at" timestamp with time zone,
	"result_pushed_at" timestamp with time zone,
	CONSTRAINT "mom_votes_subject_check" CHECK (("mom_votes"."match_id" is null) <> ("mom_votes"."scrimmage_id" is null))
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "mom_vote_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "mom_ballots" ADD CONSTRAINT "mom_ballots_voter_fk" FOREIGN KEY ("vote_id","voter_id") REFERENCES "public"."mom_vote_people"("vote_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_ballots" ADD CONSTRAINT "mom_ballots_first_fk" FOREIGN KEY ("vote_id","first_id") REFERENCES "public"."mom_vote_people"("vote_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_cards" ADD CONSTRAINT "mom_cards_vote_id_mom_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."mom_votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_cards" ADD CONSTRAINT "mom_cards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_cards" ADD CONSTRAINT "mom_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_vote_people" ADD CONSTRAINT "mom_vote_people_vote_id_mom_votes_id_fk" FOREIGN KEY ("vote_id") REFERENCES "public"."mom_votes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_vote_people" ADD CONSTRAINT "mom_vote_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_votes" ADD CONSTRAINT "mom_votes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_votes" ADD CONSTRAINT "mom_votes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_votes" ADD CONSTRAINT "mom_votes_scrimmage_id_scrimmages_id_fk" FOREIGN KEY ("scrimmage_id") REFERENCES "public"."scrimmages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mom_votes" ADD CONSTRAINT "mom_votes_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mom_votes_team_match_unique" ON "mom_votes" USING btree ("team_id","match_id") WHERE "mom_votes"."match_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "mom_votes_scrimmage_unique" ON "mom_votes" USING btree ("scrimmage_id") WHERE "mom_votes"."scrimmage_id" is not null;--> statement-breakpoint
CREATE INDEX "mom_votes_team_idx" ON "mom_votes" USING btree ("team_id","opened_at");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_mom_vote_hours_check" CHECK ("teams"."mom_vote_hours" between 6 and 72);