CREATE TABLE "dues_rates" (
	"team_id" integer NOT NULL,
	"from_month" varchar(7) NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "dues_rates_team_id_from_month_pk" PRIMARY KEY("team_id","from_month"),
	CONSTRAINT "dues_rates_amount_check" CHECK ("dues_rates"."amount" between 0 and 10000000),
	CONSTRAINT "dues_rates_from_check" CHECK ("dues_rates"."from_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "dues_settings" DROP CONSTRAINT "dues_settings_amount_check";--> statement-breakpoint
ALTER TABLE "dues_rates" ADD CONSTRAINT "dues_rates_team_id_dues_settings_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."dues_settings"("team_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each team's one amount becomes its first rate, from the month its dues start (decision 062).
INSERT INTO "dues_rates" ("team_id", "from_month", "amount") SELECT "team_id", "start_month", "monthly_amount" FROM "dues_settings";--> statement-breakpoint
ALTER TABLE "dues_settings" DROP COLUMN "monthly_amount";