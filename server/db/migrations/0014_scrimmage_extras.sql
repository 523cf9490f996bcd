CREATE TABLE "scrimmage_live_messages" (
	"scrimmage_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scrimmage_live_messages_scrimmage_id_seq_pk" PRIMARY KEY("scrimmage_id","seq")
);
--> statement-breakpoint
CREATE TABLE "scrimmage_pairs" (
	"team_id" integer NOT NULL,
	"user_a" integer NOT NULL,
	"user_b" integer NOT NULL,
	"rule" text NOT NULL,
	CONSTRAINT "scrimmage_pairs_team_id_user_a_user_b_pk" PRIMARY KEY("team_id","user_a","user_b"),
	CONSTRAINT "scrimmage_pairs_order_check" CHECK ("scrimmage_pairs"."user_a" < "scrimmage_pairs"."user_b"),
	CONSTRAINT "scrimmage_pairs_rule_check" CHECK ("scrimmage_pairs"."rule" in ('APART', 'TOGETHER'))
);
--> statement-breakpoint
CREATE TABLE "scrimmage_vest_cards" (
	"scrimmage_id" integer PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scrimmage_vest_cards_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "team_member_levels" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"set_by" integer,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "team_member_levels_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "team_member_levels_level_check" CHECK ("team_member_levels"."level" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "scrimmage_live_messages" ADD CONSTRAINT "scrimmage_live_messages_scrimmage_id_scrimmages_id_fk" FOREIGN KEY ("scrimmage_id") REFERENCES "public"."scrimmages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_pairs" ADD CONSTRAINT "scrimmage_pairs_a_fk" FOREIGN KEY ("team_id","user_a") REFERENCES "public"."memberships"("team_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_pairs" ADD CONSTRAINT "scrimmage_pairs_b_fk" FOREIGN KEY ("team_id","user_b") REFERENCES "public"."memberships"("team_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_vest_cards" ADD CONSTRAINT "scrimmage_vest_cards_scrimmage_id_scrimmages_id_fk" FOREIGN KEY ("scrimmage_id") REFERENCES "public"."scrimmages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_vest_cards" ADD CONSTRAINT "scrimmage_vest_cards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_vest_cards" ADD CONSTRAINT "scrimmage_vest_cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_levels" ADD CONSTRAINT "team_member_levels_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_levels" ADD CONSTRAINT "team_member_levels_membership_fk" FOREIGN KEY ("team_id","user_id") REFERENCES "public"."memberships"("team_id","user_id") ON DELETE cascade ON UPDATE no action;