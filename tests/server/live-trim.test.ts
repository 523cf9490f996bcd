/**
 * Trimming the live log (decision 017): a FINISHED match keeps its log for a day after its last
 * message, then only its last row; other matches keep everything. A reconnect from a position the
 * log no longer holds gets a `reset` (re-read everything) and `ready` at the head, never a silent gap.
 * The clock is the test's own; the periodic sweep is awaited by its outcome.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { liveMessages } from '#server/db/schema.ts';
import { scrimmageLiveMessages } from '#server/db/schema-scrimmage.ts';
import { defaultKeepFinishedMs, startLiveLogSweep, trimLiveLog } from '#server/live/trim.ts';
import { tokenFor } from './helpers.ts';
import { connected, sseReader } from './live-fixtures.ts';
import { people, teamIds } from './match-fixtures.ts';
import { recordingScene, type RecordingScene, recordOk, setTime } from './recording-fixtures.ts';
import { scrimmageAt, type ScrimmageScene } from './scrimmage-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const hour = 60 * 60 * 1000;

async function logSeqs(s: RecordingScene): Promise<number[]> {
  const rows = await s.t.database.db.select({ seq: liveMessages.seq }).from(liveMessages).where(eq(liveMessages.matchId, s.matchId)).orderBy(liveMessages.seq);
  return rows.map((r) => r.seq);
}

/** Kick-off (1), three events (2–4), half time (5), second half (6), full time (7). */
async function finishedMatch(s: RecordingScene): Promise<void> {
  for (const eventType of ['SHOT', 'FOUL', 'CORNER_KICK'] as const) await recordOk(s, { teamId: teamIds.gwanak, eventType });
  expect((await setTime(s, 'FIRST_HALF', 'END_TIME')).status).toBe(200);
  expect((await setTime(s, 'SECOND_HALF', 'START_TIME')).status).toBe(200);
  expect((await setTime(s, 'SECOND_HALF', 'END_TIME')).status).toBe(200);
}

describe('trimming the live log', () => {
  it("keeps a finished match's log for a day after its last message, then only its last row; a match in play keeps all", async () => {
    const t = await database.fresh();
    const finished = await recordingScene(t);
    await finishedMatch(finished);
    const playing = await recordingScene(t);
    await recordOk(playing, { teamId: teamIds.hangang, eventType: 'SHOT' });

    t.clock.advance(defaultKeepFinishedMs - hour);
    expect(await trimLiveLog(t.database.db, t.clock.now())).toBe(0);
    expect(await logSeqs(finished)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    t.clock.advance(2 * hour);
    expect(await trimLiveLog(t.database.db, t.clock.now())).toBe(6);
    expect(await logSeqs(finished)).toEqual([7]);
    expect(await logSeqs(playing)).toEqual([1, 2]);
    // Nothing more to do the next time.
    expect(await trimLiveLog(t.database.db, t.clock.now())).toBe(0);
  });

  it('a reconnect from before the kept log gets reset then ready at the head; from the kept log, the usual replay', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    await finishedMatch(s);
    t.clock.advance(defaultKeepFinishedMs + hour);
    await trimLiveLog(t.database.db, t.clock.now());
    // A day later the scene's tokens have long expired.
    const token = await tokenFor(t, people.gwanakUser.id);

    const old = await connected(t, s, { token, lastEventId: 3 });
    const events = await old.untilReady();
    expect(events.map((e) => [e.event, e.id, JSON.parse(e.data!)])).toEqual([
      ['reset', '7', { seq: 7, reason: 'LOG_TRIMMED' }],
      ['ready', '7', { seq: 7 }],
    ]);
    await old.close();

    const recent = await connected(t, s, { token, lastEventId: 6 });
    expect((await recent.untilReady()).map((e) => [e.event, e.id])).toEqual([
      ['match.changed', '7'],
      ['ready', '7'],
    ]);
    await recent.close();

    const current = await connected(t, s, { token, lastEventId: 7 });
    expect((await current.untilReady()).map((e) => [e.event, e.id])).toEqual([['ready', '7']]);
    await current.close();
  });

  it("trims a finished 자체전's log by the same rule, keeping its last row; a 자체전 under way keeps all, and a reconnect is told reset", async () => {
    const t = await database.fresh();
    const seqs = async (s: ScrimmageScene) =>
      (
        await t.database.db
          .select({ seq: scrimmageLiveMessages.seq })
          .from(scrimmageLiveMessages)
          .where(eq(scrimmageLiveMessages.scrimmageId, s.scrimmageId))
          .orderBy(scrimmageLiveMessages.seq)
      ).map((r) => r.seq);
    const finished = await scrimmageAt(t, 'FINISHED');
    const playing = await scrimmageAt(t, 'PLAYING', { body: { title: '토요 자체전' } });
    const [finishedLog, playingLog] = [await seqs(finished), await seqs(playing)];
    expect(finishedLog.length).toBeGreaterThan(2);

    t.clock.advance(defaultKeepFinishedMs - hour);
    expect(await trimLiveLog(t.database.db, t.clock.now())).toBe(0);
    t.clock.advance(2 * hour);
    expect(await trimLiveLog(t.database.db, t.clock.now())).toBe(finishedLog.length - 1);
    expect(await seqs(finished)).toEqual([finishedLog.at(-1)]);
    expect(await seqs(playing)).toEqual(playingLog);

    const token = await tokenFor(t, people.hangangUser.id);
    const response = await t.app.request(finished.path('/live'), { headers: { authorization: `Bearer ${token}`, 'last-event-id': '1' } });
    const stream = sseReader(response);
    const head = String(finishedLog.at(-1));
    expect((await stream.untilReady()).map((e) => [e.event, e.id])).toEqual([
      ['reset', head],
      ['ready', head],
    ]);
    await stream.close();
  });

  it('the sweep trims on its own, measuring age with the injected clock, until stopped', async () => {
    const t = await database.fresh();
    const s = await recordingScene(t);
    await finishedMatch(s);
    const sweep = startLiveLogSweep({ db: t.database.db, clock: t.clock, everyMs: 10 });
    // Young: the sweep's own run leaves it alone.
    expect(await sweep.sweep()).toBe(0);
    t.clock.advance(defaultKeepFinishedMs + hour);
    await vi.waitFor(async () => expect(await logSeqs(s)).toEqual([7]));
    sweep.stop();
  });
});
