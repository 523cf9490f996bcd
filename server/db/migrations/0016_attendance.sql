CREATE TABLE "no_show_alerts" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"season" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "no_show_alerts_team_id_user_id_season_pk" PRIMARY KEY("team_id","user_id","season")
);
--> statement-breakpoint
CREATE TABLE "presence_checks" (
	"schedule_id" integer PRIMARY KEY NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "presence_confirmations" (
	"schedule_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "presence_confirmations_schedule_id_user_id_pk" PRIMARY KEY("schedule_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "no_show_alert_at" integer;--> statement-breakpoint
ALTER TABLE "no_show_alerts" ADD CONSTRAINT "no_show_alerts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_alerts" ADD CONSTRAINT "no_show_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_checks" ADD CONSTRAINT "presence_checks_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_checks" ADD CONSTRAINT "presence_checks_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_confirmations" ADD CONSTRAINT "presence_confirmations_schedule_id_presence_checks_schedule_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."presence_checks"("schedule_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presence_confirmations" ADD CONSTRAINT "presence_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "presence_confirmations_user_idx" ON "presence_confirmations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_no_show_alert_check" CHECK ("teams"."no_show_alert_at" is null or "teams"."no_show_alert_at" between 1 and 20);