ALTER TABLE "dues_rates" DROP CONSTRAINT "dues_rates_team_id_from_month_pk";--> statement-breakpoint
ALTER TABLE "dues_exemptions" ADD COLUMN "client_id" varchar(36);--> statement-breakpoint
ALTER TABLE "dues_exemptions" ADD COLUMN "request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "dues_rates" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
-- Each team's amounts in force become its first changes, in month order: applied in id order they give the same amounts (decision 071).
UPDATE "dues_rates" SET "id" = "ordered"."n" FROM (SELECT "team_id", "from_month", row_number() OVER (ORDER BY "team_id", "from_month") AS "n" FROM "dues_rates") AS "ordered"
  WHERE "dues_rates"."team_id" = "ordered"."team_id" AND "dues_rates"."from_month" = "ordered"."from_month";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('dues_rates', 'id'), coalesce(max("id"), 0) + 1, false) FROM "dues_rates";--> statement-breakpoint
ALTER TABLE "dues_rates" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "dues_rates" ADD COLUMN "set_by" integer;--> statement-breakpoint
ALTER TABLE "dues_rates" ADD COLUMN "set_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "dues_rates" ADD CONSTRAINT "dues_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dues_rates_team_idx" ON "dues_rates" USING btree ("team_id","id");--> statement-breakpoint
ALTER TABLE "dues_exemptions" ADD CONSTRAINT "dues_exemptions_client_unique" UNIQUE("team_id","client_id");--> statement-breakpoint
-- Ledger entries and monthly amount changes are only ever added to (decision 071). Refused: any DELETE
-- but the cascade of deleting what owns the rows (TG_ARGV[0].TG_ARGV[1] = the row's team_id is gone by
-- then), and any UPDATE but a deletion elsewhere setting a reference to null (ON DELETE SET NULL of the
-- columns TG_ARGV[2..] names). Compared as jsonb so that a column added later is covered without listing it.
CREATE FUNCTION "dues_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nullable text[] := coalesce(TG_ARGV[2:], '{}');
  owner_exists boolean;
  column_name text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE %I = $1)', TG_ARGV[0], TG_ARGV[1]) INTO owner_exists USING OLD."team_id";
    IF NOT owner_exists THEN
      RETURN OLD;
    END IF;
    RAISE EXCEPTION '% rows are never deleted: a ledger entry is corrected by a reversal, a monthly amount by a new change', TG_TABLE_NAME
      USING ERRCODE = 'restrict_violation', TABLE = TG_TABLE_NAME;
  END IF;
  IF to_jsonb(NEW) - nullable = to_jsonb(OLD) - nullable THEN
    FOREACH column_name IN ARRAY nullable LOOP
      IF to_jsonb(NEW) -> column_name <> to_jsonb(OLD) -> column_name AND to_jsonb(NEW) -> column_name <> 'null'::jsonb THEN
        RAISE EXCEPTION '% rows are never updated (only % may be set to null)', TG_TABLE_NAME, column_name USING ERRCODE = 'restrict_violation', TABLE = TG_TABLE_NAME;
      END IF;
    END LOOP;
    RETURN NEW;
  END IF;
  RAISE EXCEPTION '% rows are never updated: a ledger entry is corrected by a reversal, a monthly amount by a new change', TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation', TABLE = TG_TABLE_NAME;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "dues_append_only"('teams', 'id', 'user_id', 'schedule_id', 'match_id', 'recorded_by');--> statement-breakpoint
CREATE TRIGGER "dues_rates_append_only" BEFORE UPDATE OR DELETE ON "dues_rates"
  FOR EACH ROW EXECUTE FUNCTION "dues_append_only"('dues_settings', 'team_id', 'set_by');--> statement-breakpoint
-- An entry's balance continues the chain: it is the team's last entry and its balance is the one
-- before it plus its amount (0 before the first), so the last balance is always the sum of the entries
-- (decision 060's rule, held here for a row written around server/dues/ledger-lock.ts too). The team's
-- dues row is locked first, as the app's writes do: an insert made around them waits for the one under
-- way and then sees it (READ COMMITTED takes a new snapshot per statement), so two cannot both continue
-- the same balance. Entries are appended one at a time: a statement inserting several is refused.
CREATE FUNCTION "ledger_entries_check_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before bigint;
BEGIN
  PERFORM 1 FROM "dues_settings" WHERE "team_id" = NEW."team_id" FOR UPDATE;
  IF EXISTS (SELECT 1 FROM "ledger_entries" WHERE "team_id" = NEW."team_id" AND "id" > NEW."id") THEN
    RAISE EXCEPTION 'ledger entry % is not the last of team %: entries are appended one at a time, after the team''s last', NEW."id", NEW."team_id"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_balance_chain', TABLE = 'ledger_entries';
  END IF;
  SELECT "balance" INTO before FROM "ledger_entries" WHERE "team_id" = NEW."team_id" AND "id" < NEW."id" ORDER BY "id" DESC LIMIT 1;
  IF NEW."balance" IS DISTINCT FROM coalesce(before, 0) + NEW."amount" THEN
    RAISE EXCEPTION 'ledger entry % of team %: balance % is not the balance before it (%) plus its amount (%)', NEW."id", NEW."team_id", NEW."balance", coalesce(before, 0), NEW."amount"
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_balance_chain', TABLE = 'ledger_entries';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balance_chain" AFTER INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "ledger_entries_check_balance"();
