CREATE TABLE "scrimmage_attendees" (
	"id" serial PRIMARY KEY NOT NULL,
	"scrimmage_id" integer NOT NULL,
	"user_id" integer,
	"guest_name" varchar(30),
	"side" integer,
	"checked_in_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "scrimmage_attendees_who_check" CHECK (("scrimmage_attendees"."user_id" is null) <> ("scrimmage_attendees"."guest_name" is null)),
	CONSTRAINT "scrimmage_attendees_side_check" CHECK ("scrimmage_attendees"."side" is null or "scrimmage_attendees"."side" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "scrimmage_game_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"client_id" varchar(36) NOT NULL,
	"event_type" text NOT NULL,
	"attendee_id" integer NOT NULL,
	"assist_attendee_id" integer,
	"side" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "scrimmage_game_events_client_unique" UNIQUE("game_id","client_id"),
	CONSTRAINT "scrimmage_game_events_type_check" CHECK ("scrimmage_game_events"."event_type" in ('GOAL', 'OWN_GOAL', 'YELLOW_CARD', 'RED_CARD', 'SUB_IN', 'SUB_OUT')),
	CONSTRAINT "scrimmage_game_events_assist_check" CHECK ("scrimmage_game_events"."assist_attendee_id" is null or ("scrimmage_game_events"."event_type" = 'GOAL' and "scrimmage_game_events"."assist_attendee_id" <> "scrimmage_game_events"."attendee_id"))
);
--> statement-breakpoint
CREATE TABLE "scrimmage_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"scrimmage_id" integer NOT NULL,
	"number" integer NOT NULL,
	"client_id" varchar(36) NOT NULL,
	"home_side" integer NOT NULL,
	"away_side" integer NOT NULL,
	"resting_side" integer,
	"state" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"paused_seconds" integer DEFAULT 0 NOT NULL,
	"paused_at" timestamp with time zone,
	"players" jsonb NOT NULL,
	CONSTRAINT "scrimmage_games_number_unique" UNIQUE("scrimmage_id","number"),
	CONSTRAINT "scrimmage_games_client_unique" UNIQUE("scrimmage_id","client_id"),
	CONSTRAINT "scrimmage_games_state_check" CHECK ("scrimmage_games"."state" in ('PLAYING', 'PAUSED', 'FINISHED')),
	CONSTRAINT "scrimmage_games_sides_check" CHECK ("scrimmage_games"."home_side" <> "scrimmage_games"."away_side" and "scrimmage_games"."home_side" between 0 and 2 and "scrimmage_games"."away_side" between 0 and 2),
	CONSTRAINT "scrimmage_games_paused_check" CHECK ("scrimmage_games"."paused_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scrimmage_sides" (
	"scrimmage_id" integer NOT NULL,
	"side" integer NOT NULL,
	"vest_colour" text NOT NULL,
	CONSTRAINT "scrimmage_sides_scrimmage_id_side_pk" PRIMARY KEY("scrimmage_id","side"),
	CONSTRAINT "scrimmage_sides_colour_unique" UNIQUE("scrimmage_id","vest_colour"),
	CONSTRAINT "scrimmage_sides_colour_check" CHECK ("scrimmage_sides"."vest_colour" in ('ORANGE', 'YELLOW', 'GREEN', 'BLUE', 'RED', 'WHITE', 'BLACK', 'PINK')),
	CONSTRAINT "scrimmage_sides_side_check" CHECK ("scrimmage_sides"."side" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "scrimmages" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"schedule_id" integer NOT NULL,
	"side_count" integer NOT NULL,
	"game_minutes" integer NOT NULL,
	"format" text NOT NULL,
	"draw_rule" text NOT NULL,
	"rest_order" jsonb NOT NULL,
	"vest_colours" jsonb NOT NULL,
	"state" text DEFAULT 'CHECK_IN' NOT NULL,
	"runner_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scrimmages_schedule_unique" UNIQUE("schedule_id"),
	CONSTRAINT "scrimmages_side_count_check" CHECK ("scrimmages"."side_count" in (2, 3)),
	CONSTRAINT "scrimmages_game_minutes_check" CHECK ("scrimmages"."game_minutes" between 5 and 45),
	CONSTRAINT "scrimmages_format_check" CHECK ("scrimmages"."format" in ('WINNER_STAYS', 'FIXED_ROTATION', 'FIXED_GAMES')),
	CONSTRAINT "scrimmages_draw_rule_check" CHECK ("scrimmages"."draw_rule" in ('LONGER_ON_LEAVES', 'CHALLENGER_LEAVES')),
	CONSTRAINT "scrimmages_state_check" CHECK ("scrimmages"."state" in ('CHECK_IN', 'SIDES', 'PLAYING', 'FINISHED'))
);
--> statement-breakpoint
ALTER TABLE "schedules" DROP CONSTRAINT "schedules_kind_check";--> statement-breakpoint
ALTER TABLE "scrimmage_attendees" ADD CONSTRAINT "scrimmage_attendees_scrimmage_id_scrimmages_id_fk" FOREIGN KEY ("scrimmage_id") REFERENCES "public"."scrimmages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_attendees" ADD CONSTRAINT "scrimmage_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_game_events" ADD CONSTRAINT "scrimmage_game_events_game_id_scrimmage_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."scrimmage_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_game_events" ADD CONSTRAINT "scrimmage_game_events_attendee_id_scrimmage_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."scrimmage_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_game_events" ADD CONSTRAINT "scrimmage_game_events_assist_attendee_id_scrimmage_attendees_id_fk" FOREIGN KEY ("assist_attendee_id") REFERENCES "public"."scrimmage_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_game_events" ADD CONSTRAINT "scrimmage_game_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_games" ADD CONSTRAINT "scrimmage_games_scrimmage_id_scrimmages_id_fk" FOREIGN KEY ("scrimmage_id") REFERENCES "public"."scrimmages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmage_sides" ADD CONSTRAINT "scrimmage_sides_scrimmage_id_scrimmages_id_fk" FOREIGN KEY ("scrimmage_id") REFERENCES "public"."scrimmages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmages" ADD CONSTRAINT "scrimmages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmages" ADD CONSTRAINT "scrimmages_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmages" ADD CONSTRAINT "scrimmages_runner_id_users_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scrimmages" ADD CONSTRAINT "scrimmages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scrimmage_attendees_scrimmage_idx" ON "scrimmage_attendees" USING btree ("scrimmage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scrimmage_attendees_member_unique" ON "scrimmage_attendees" USING btree ("scrimmage_id","user_id") WHERE "scrimmage_attendees"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "scrimmage_game_events_game_idx" ON "scrimmage_game_events" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scrimmage_games_one_on" ON "scrimmage_games" USING btree ("scrimmage_id") WHERE "scrimmage_games"."state" in ('PLAYING', 'PAUSED');--> statement-breakpoint
CREATE INDEX "scrimmages_team_idx" ON "scrimmages" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_kind_check" CHECK ("schedules"."kind" in ('MATCH', 'TRAINING', 'SOCIAL', 'OTHER', 'SCRIMMAGE'));--> statement-breakpoint
-- Hand-written (decision 079): one vest colour per side, and a rest order that is empty (2 sides) or names every side once.
ALTER TABLE "scrimmages" ADD CONSTRAINT "scrimmages_vest_colours_check" CHECK (jsonb_typeof("vest_colours") = 'array' and jsonb_array_length("vest_colours") = "side_count");--> statement-breakpoint
ALTER TABLE "scrimmages" ADD CONSTRAINT "scrimmages_rest_order_check" CHECK (jsonb_typeof("rest_order") = 'array' and jsonb_array_length("rest_order") in (0, "side_count"));
