/**
 * Migration 0011 (decision 070) on a database made before it: the live log's stored messages and kept
 * answers lose the names of people (their ids stay; a guest's typed name stays), and a link turned on
 * before shows the names of the team its creator administers.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { migrationsFolder } from '#server/db/client.ts';

const before = mkdtempSync(join(tmpdir(), 'pitchside-0010-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations folder as it was up to and including `tag`. */
function migrationsUpTo(tag: string): string {
  cpSync(migrationsFolder, before, { recursive: true });
  const journalPath = join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  expect(last).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return before;
}

const event = (id: number, userId: number | null, userName: string | null) => ({
  id,
  clientId: null,
  eventType: 'GOAL',
  teamId: 1,
  teamName: 'FC 한강',
  matchUserId: id,
  userId,
  userName,
  parentId: null,
  recordedByTeamId: 1,
  halfType: 'FIRST_HALF',
  elapsedMinutes: 3,
  createdAt: '2026-05-01T10:03:00.000Z',
});

test("stored live messages keep ids and lose people's names; an old link shows its creator's team by name", async () => {
  const client = new PGlite();
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo('0010_dues_append_only') });
    const recorded = { type: 'events.recorded', seq: 1, events: [event(1, 7, '정우진'), event(2, null, '손님 선수')] };
    const changed = {
      type: 'match.changed',
      seq: 2,
      matchState: 'PLAY_FIRST_HALF',
      match: { homeRecorderId: 7, homeRecorderName: '정우진', awayRecorderId: null, awayRecorderName: null },
    };
    await client.exec(
      `
      insert into users (id, name, social_type, social_id) values (7, '정우진', 'KAKAO', 'k7');
      insert into teams (id, name, team_color, bottom_color, stocking_color) values (1, 'FC 한강', '#1E3A8A', '#FFFFFF', '#1E3A8A'), ` +
        `(2, '관악 유나이티드', '#B91C1C', '#000000', '#B91C1C');
      insert into memberships (team_id, user_id, team_role) values (1, 7, 'TEAM_ADMIN');
      insert into matches (id, title, home_team_id, away_team_id, owner_team_id, match_type, stadium, match_date, ` +
        `planned_start_time, planned_end_time, first_half_period, second_half_period)
        values (1, '친선', 1, 2, 1, 'FRIENDLY', '구장', '2026-05-01', '10:00', '12:00', 40, 40);
      insert into match_shares (match_id, token, created_by) values (1, 'AAAAAAAAAAAAAAAAAAAAAAAA', 7);
    `,
    );
    await client.query('insert into live_messages (match_id, seq, payload, result) values (1, 1, $1, $2), (1, 2, $3, null)', [
      JSON.stringify(recorded),
      JSON.stringify({ events: recorded.events, seq: 1 }),
      JSON.stringify(changed),
    ]);
    await migrate(db, { migrationsFolder });
    const rows = (await client.query<{ payload: unknown; result: unknown }>('select payload, result from live_messages order by seq')).rows;
    expect(JSON.stringify(rows)).not.toContain('정우진');
    expect(rows[0].payload).toEqual({ ...recorded, events: [event(1, 7, null), event(2, null, '손님 선수')] });
    expect(rows[0].result).toEqual({ seq: 1, events: [event(1, 7, null), event(2, null, '손님 선수')] });
    expect(rows[1].payload).toEqual({ ...changed, match: { ...changed.match, homeRecorderName: null } });
    expect((await client.query('select match_id, team_id from match_share_teams')).rows).toEqual([{ match_id: 1, team_id: 1 }]);
    expect((await client.query('select keep from match_shares')).rows).toEqual([{ keep: false }]);
  } finally {
    await client.close();
  }
});
