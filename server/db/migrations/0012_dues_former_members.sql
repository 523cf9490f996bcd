CREATE TABLE "dues_former_members" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_month" varchar(7) NOT NULL,
	"left_month" varchar(7) NOT NULL,
	CONSTRAINT "dues_former_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id"),
	CONSTRAINT "dues_former_members_joined_check" CHECK ("dues_former_members"."joined_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "dues_former_members_left_check" CHECK ("dues_former_members"."left_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and "dues_former_members"."left_month" >= "dues_former_members"."joined_month")
);
--> statement-breakpoint
ALTER TABLE "dues_former_members" ADD CONSTRAINT "dues_former_members_team_id_dues_settings_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."dues_settings"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_former_members" ADD CONSTRAINT "dues_former_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;