ALTER TABLE "match_events" ADD COLUMN "recorded_by_team_id" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "owner_team_id" integer;--> statement-breakpoint
-- Existing matches: the registered team that the match's maker ran, else the home team unless it is temporary.
UPDATE "matches" m SET "owner_team_id" = coalesce(
  (SELECT ms."team_id" FROM "memberships" ms JOIN "teams" t ON t."id" = ms."team_id"
    WHERE ms."user_id" = m."created_by" AND ms."team_role" = 'TEAM_ADMIN' AND ms."team_id" IN (m."home_team_id", m."away_team_id") AND NOT t."is_temp"
    ORDER BY (ms."team_id" = m."home_team_id") DESC LIMIT 1),
  CASE WHEN (SELECT "is_temp" FROM "teams" WHERE "id" = m."home_team_id") THEN m."away_team_id" ELSE m."home_team_id" END
);--> statement-breakpoint
ALTER TABLE "matches" ALTER COLUMN "owner_team_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "request_state" text DEFAULT 'ACCEPTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "request_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "owner_team_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_by" integer;--> statement-breakpoint
-- Existing guests belong to the first team they joined; existing events to the side they count for,
-- or, on a temporary team's row, to the other side (a temporary team has no admin who could record).
UPDATE "users" u SET "owner_team_id" = (SELECT ms."team_id" FROM "memberships" ms WHERE ms."user_id" = u."id" ORDER BY ms."joined_at", ms."id" LIMIT 1)
  WHERE u."social_type" = 'GUEST';--> statement-breakpoint
UPDATE "match_events" e SET "recorded_by_team_id" = CASE
  WHEN (SELECT "is_temp" FROM "teams" WHERE "id" = e."team_id")
    THEN (SELECT CASE WHEN m."home_team_id" = e."team_id" THEN m."away_team_id" ELSE m."home_team_id" END FROM "matches" m WHERE m."id" = e."match_id")
  ELSE e."team_id" END;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_recorded_by_team_id_teams_id_fk" FOREIGN KEY ("recorded_by_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_owner_team_id_teams_id_fk" FOREIGN KEY ("owner_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_owner_team_id_teams_id_fk" FOREIGN KEY ("owner_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_request_state_check" CHECK ("matches"."request_state" in ('PENDING', 'ACCEPTED', 'DECLINED'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_owner_plays_check" CHECK ("matches"."owner_team_id" in ("matches"."home_team_id", "matches"."away_team_id"));