CREATE TABLE "dues_exemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_month" varchar(7) NOT NULL,
	"to_month" varchar(7),
	"reason" varchar(100),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dues_exemptions_from_check" CHECK ("dues_exemptions"."from_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "dues_exemptions_to_check" CHECK ("dues_exemptions"."to_month" is null or ("dues_exemptions"."to_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$' and "dues_exemptions"."to_month" >= "dues_exemptions"."from_month"))
);
--> statement-breakpoint
CREATE TABLE "dues_reminders" (
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dues_reminders_team_id_user_id_month_pk" PRIMARY KEY("team_id","user_id","month")
);
--> statement-breakpoint
CREATE TABLE "dues_settings" (
	"team_id" integer PRIMARY KEY NOT NULL,
	"monthly_amount" integer NOT NULL,
	"due_day" integer NOT NULL,
	"start_month" varchar(7) NOT NULL,
	"members_see_each_other" boolean DEFAULT true NOT NULL,
	"remind_on_due_day" boolean DEFAULT true NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dues_settings_amount_check" CHECK ("dues_settings"."monthly_amount" between 0 and 10000000),
	CONSTRAINT "dues_settings_due_day_check" CHECK ("dues_settings"."due_day" between 1 and 28),
	CONSTRAINT "dues_settings_start_month_check" CHECK ("dues_settings"."start_month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "ledger_allocations" (
	"entry_id" integer NOT NULL,
	"month" varchar(7) NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "ledger_allocations_entry_id_month_pk" PRIMARY KEY("entry_id","month"),
	CONSTRAINT "ledger_allocations_month_check" CHECK ("ledger_allocations"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "ledger_allocations_amount_check" CHECK ("ledger_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance" bigint NOT NULL,
	"occurred_on" date NOT NULL,
	"method" text,
	"category" text,
	"label" varchar(200),
	"note" varchar(200),
	"user_id" integer,
	"schedule_id" integer,
	"match_id" integer,
	"reverses_id" integer,
	"client_id" varchar(36) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_client_unique" UNIQUE("team_id","client_id"),
	CONSTRAINT "ledger_entries_reverses_unique" UNIQUE("reverses_id"),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('PAYMENT', 'COST', 'INCOME', 'EXPENSE', 'REVERSAL')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0),
	CONSTRAINT "ledger_entries_method_check" CHECK ("ledger_entries"."method" is null or "ledger_entries"."method" in ('TRANSFER', 'CASH', 'OTHER')),
	CONSTRAINT "ledger_entries_category_check" CHECK ("ledger_entries"."category" is null or "ledger_entries"."category" in ('PITCH', 'REFEREE', 'DRINKS', 'OTHER')),
	CONSTRAINT "ledger_entries_reversal_check" CHECK (("ledger_entries"."kind" = 'REVERSAL') = ("ledger_entries"."reverses_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_shares" (
	"entry_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "ledger_shares_entry_id_user_id_pk" PRIMARY KEY("entry_id","user_id"),
	CONSTRAINT "ledger_shares_amount_check" CHECK ("ledger_shares"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD COLUMN "dues" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dues_exemptions" ADD CONSTRAINT "dues_exemptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_exemptions" ADD CONSTRAINT "dues_exemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_exemptions" ADD CONSTRAINT "dues_exemptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_reminders" ADD CONSTRAINT "dues_reminders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_reminders" ADD CONSTRAINT "dues_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_settings" ADD CONSTRAINT "dues_settings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dues_settings" ADD CONSTRAINT "dues_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_allocations" ADD CONSTRAINT "ledger_allocations_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_reverses_id_ledger_entries_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_shares" ADD CONSTRAINT "ledger_shares_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_shares" ADD CONSTRAINT "ledger_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dues_exemptions_team_idx" ON "dues_exemptions" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_team_idx" ON "ledger_entries" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "ledger_shares_user_idx" ON "ledger_shares" USING btree ("user_id");