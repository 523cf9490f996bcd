CREATE TABLE "invite_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"code" varchar(12) NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"use_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "invite_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_codes_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"match_user_id" integer,
	"team_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"parent_id" integer,
	"client_id" varchar(36),
	"description" varchar(400) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"half_type" text NOT NULL,
	"elapsed_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "match_events_client_unique" UNIQUE("match_id","client_id"),
	CONSTRAINT "match_events_type_check" CHECK ("match_events"."event_type" in ('GOAL', 'ASSIST', 'SHOT', 'CORNER_KICK', 'VALID_SHOT', 'FOUL', 'OFFSIDE', 'SUB_IN', 'SUB_OUT', 'YELLOW_CARD', 'RED_CARD', 'OWN_GOAL', 'WARNING', 'EXCHANGE_UNDO')),
	CONSTRAINT "match_events_half_check" CHECK ("match_events"."half_type" in ('FIRST_HALF', 'SECOND_HALF'))
);
--> statement-breakpoint
CREATE TABLE "match_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"guest_name" varchar(30),
	"guest_number" integer,
	"role" text NOT NULL,
	"match_position" text,
	"match_grid" integer,
	"is_team_placeholder" boolean DEFAULT false NOT NULL,
	CONSTRAINT "match_users_grid_check" CHECK ("match_users"."match_grid" is null or ("match_users"."match_grid" >= 0 and "match_users"."match_grid" <= 29)),
	CONSTRAINT "match_users_role_check" CHECK ("match_users"."role" in ('START_PLAYER', 'SUB_PLAYER'))
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"match_type" text NOT NULL,
	"match_state" text DEFAULT 'SCHEDULED' NOT NULL,
	"stadium" varchar(100) NOT NULL,
	"match_date" date NOT NULL,
	"planned_start_time" time NOT NULL,
	"planned_end_time" time NOT NULL,
	"first_half_period" integer NOT NULL,
	"second_half_period" integer NOT NULL,
	"main_referee_name" varchar(30),
	"assistant_referee_1" varchar(30),
	"assistant_referee_2" varchar(30),
	"fourth_referee" varchar(30),
	"first_half_start_at" timestamp with time zone,
	"first_half_end_at" timestamp with time zone,
	"second_half_start_at" timestamp with time zone,
	"second_half_end_at" timestamp with time zone,
	"memo" varchar(1000),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_type_check" CHECK ("matches"."match_type" in ('LEAGUE', 'TOURNAMENT', 'FRIENDLY', 'ETC')),
	CONSTRAINT "matches_state_check" CHECK ("matches"."match_state" in ('SCHEDULED', 'PLAY_FIRST_HALF', 'HALF_TIME', 'PLAY_SECOND_HALF', 'FINISHED')),
	CONSTRAINT "matches_different_teams_check" CHECK ("matches"."home_team_id" <> "matches"."away_team_id")
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"team_role" text DEFAULT 'USER' NOT NULL,
	"back_number" integer,
	"position" text,
	"foot" text,
	"height" real,
	"weight" real,
	"birth_year" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_team_user_unique" UNIQUE("team_id","user_id"),
	CONSTRAINT "memberships_team_role_check" CHECK ("memberships"."team_role" in ('TEAM_ADMIN', 'USER')),
	CONSTRAINT "memberships_position_check" CHECK ("memberships"."position" is null or "memberships"."position" in ('FW', 'MF', 'DF', 'GK')),
	CONSTRAINT "memberships_foot_check" CHECK ("memberships"."foot" is null or "memberships"."foot" in ('LEFT', 'RIGHT', 'BOTH'))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"author_id" integer,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" varchar(36) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "refresh_tokens_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "schedule_attendance" (
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_attendance_schedule_id_user_id_pk" PRIMARY KEY("schedule_id","user_id"),
	CONSTRAINT "schedule_attendance_answer_check" CHECK ("schedule_attendance"."answer" in ('ATTEND', 'ABSENT', 'UNDECIDED'))
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"kind" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"place" varchar(100),
	"note" varchar(2000),
	"match_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_kind_check" CHECK ("schedules"."kind" in ('MATCH', 'TRAINING', 'SOCIAL', 'OTHER')),
	CONSTRAINT "schedules_time_order_check" CHECK ("schedules"."start_at" <= "schedules"."end_at")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(200),
	"organization_type" text,
	"region" varchar(30),
	"founded_year" integer,
	"team_color" varchar(7) NOT NULL,
	"bottom_color" varchar(7) NOT NULL,
	"stocking_color" varchar(7) NOT NULL,
	"logo_img_url" varchar(512),
	"is_temp" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_name_unique" UNIQUE("name"),
	CONSTRAINT "teams_organization_type_check" CHECK ("teams"."organization_type" is null or "teams"."organization_type" in ('SCHOOL', 'CLUB', 'ACADEMIC', 'OTHER', 'EVENT_ORGANIZER', 'ASSOCIATION'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"profile_img" varchar(512),
	"lifecycle" text DEFAULT 'PENDING' NOT NULL,
	"social_type" text NOT NULL,
	"social_id" varchar(128),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "users_social_unique" UNIQUE("social_type","social_id"),
	CONSTRAINT "users_lifecycle_check" CHECK ("users"."lifecycle" in ('PENDING', 'ACTIVE')),
	CONSTRAINT "users_social_type_check" CHECK ("users"."social_type" in ('DEV', 'KAKAO', 'GUEST'))
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_user_id_match_users_id_fk" FOREIGN KEY ("match_user_id") REFERENCES "public"."match_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_parent_id_match_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."match_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_users" ADD CONSTRAINT "match_users_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_users" ADD CONSTRAINT "match_users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_users" ADD CONSTRAINT "match_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_attendance" ADD CONSTRAINT "schedule_attendance_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_attendance" ADD CONSTRAINT "schedule_attendance_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_codes_team_idx" ON "invite_codes" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "match_events_parent_idx" ON "match_events" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "match_users_match_idx" ON "match_users" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "matches_home_team_idx" ON "matches" USING btree ("home_team_id");--> statement-breakpoint
CREATE INDEX "matches_away_team_idx" ON "matches" USING btree ("away_team_id");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notices_team_idx" ON "notices" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "schedules_team_start_idx" ON "schedules" USING btree ("team_id","start_at");