CREATE TABLE "member_statuses" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_day" date,
	"until_day" date,
	"set_by" integer,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_statuses_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "member_statuses_kind_check" CHECK ("member_statuses"."kind" in ('INJURED', 'ON_LEAVE', 'HONORARY')),
	CONSTRAINT "member_statuses_period_check" CHECK (case when "member_statuses"."kind" = 'HONORARY' then "member_statuses"."from_day" is null and "member_statuses"."until_day" is null
        else "member_statuses"."from_day" is not null and "member_statuses"."until_day" is not null and "member_statuses"."until_day" >= "member_statuses"."from_day" end)
);
--> statement-breakpoint
ALTER TABLE "dues_settings" ADD COLUMN "pause_on_leave" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "member_statuses" ADD CONSTRAINT "member_statuses_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_statuses" ADD CONSTRAINT "member_statuses_membership_fk" FOREIGN KEY ("team_id","user_id") REFERENCES "public"."memberships"("team_id","user_id") ON DELETE cascade ON UPDATE no action;