CREATE TABLE "match_share_teams" (
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	CONSTRAINT "match_share_teams_match_id_team_id_pk" PRIMARY KEY("match_id","team_id")
);
--> statement-breakpoint
ALTER TABLE "match_shares" ADD COLUMN "keep" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "match_share_teams" ADD CONSTRAINT "match_share_teams_match_id_match_shares_match_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."match_shares"("match_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_share_teams" ADD CONSTRAINT "match_share_teams_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A link turned on before: the team(s) its creator is an admin of, of the two, showed their names (decision 070).
INSERT INTO "match_share_teams" ("match_id", "team_id")
SELECT s."match_id", ms."team_id" FROM "match_shares" s
JOIN "matches" m ON m."id" = s."match_id"
JOIN "memberships" ms ON ms."user_id" = s."created_by" AND ms."team_role" = 'TEAM_ADMIN' AND ms."team_id" IN (m."home_team_id", m."away_team_id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The live log keeps people's ids and no names; reads resolve them (decision 070).
UPDATE "live_messages" SET "payload" = jsonb_set("payload", '{events}', (
  SELECT jsonb_agg(CASE WHEN jsonb_typeof(e->'userId') = 'number' THEN jsonb_set(e, '{userName}', 'null'::jsonb) ELSE e END ORDER BY i)
  FROM jsonb_array_elements("payload"->'events') WITH ORDINALITY AS x(e, i)))
WHERE jsonb_typeof("payload"->'events') = 'array' AND jsonb_array_length("payload"->'events') > 0;--> statement-breakpoint
UPDATE "live_messages" SET "result" = jsonb_set("result", '{events}', (
  SELECT jsonb_agg(CASE WHEN jsonb_typeof(e->'userId') = 'number' THEN jsonb_set(e, '{userName}', 'null'::jsonb) ELSE e END ORDER BY i)
  FROM jsonb_array_elements("result"->'events') WITH ORDINALITY AS x(e, i)))
WHERE jsonb_typeof("result"->'events') = 'array' AND jsonb_array_length("result"->'events') > 0;--> statement-breakpoint
UPDATE "live_messages" SET "payload" = jsonb_set(jsonb_set("payload", '{match,homeRecorderName}', 'null'::jsonb), '{match,awayRecorderName}', 'null'::jsonb)
WHERE "payload"->>'type' = 'match.changed' AND jsonb_typeof("payload"->'match') = 'object';
