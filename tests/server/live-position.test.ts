/**
 * Decision 037: a match's reads say how far its live log had got (`Live-Seq`), so a client whose
 * stream then says `ready` at the same position need not read again. The header equals the `ready`
 * seq of a stream opened at the same moment, follows the log as it grows, and is not sent to someone
 * the read is refused to.
 */
import { describe, expect, it } from 'vitest';
import { livePositionHeader } from '#contract/matches.ts';
import { body, call } from './helpers.ts';
import { connected } from './live-fixtures.ts';
import { teamIds } from './match-fixtures.ts';
import { recordingScene, recordOk } from './recording-fixtures.ts';
import { useTestDatabase } from './test-app.ts';

const database = useTestDatabase();
const reads = ['', '/score', '/players', '/history', '/summary', '/memo'];

describe('the live position of a match read', () => {
  it('is the seq a stream opened at the same moment is ready at, on each of the six reads, and follows the log', async () => {
    const s = await recordingScene(await database.fresh());
    await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    const stream = await connected(s.t, s);
    const ready = await stream.nextEvent();
    expect(ready.event).toBe('ready');
    for (const path of reads) {
      const response = await call(s.t, 'GET', `/api/v1/matches/${s.matchId}${path}`, { token: s.tokens.homeUser });
      expect(response.status, path).toBe(200);
      expect(response.headers.get(livePositionHeader), path).toBe(ready.id);
    }

    const shot = await recordOk(s, { teamId: teamIds.gwanak, eventType: 'SHOT' });
    const score = await call(s.t, 'GET', `/api/v1/matches/${s.matchId}/score`, { token: s.tokens.homeUser });
    expect(score.headers.get(livePositionHeader)).toBe(String(shot.seq));
    expect(Number(ready.id)).toBeLessThan(shot.seq);
    await stream.close();
  });

  it('is not sent with a refusal', async () => {
    const s = await recordingScene(await database.fresh());
    const refused = await call(s.t, 'GET', `/api/v1/matches/${s.matchId}/history`, { token: s.tokens.outsider });
    expect(refused.status).toBe(403);
    expect(refused.headers.get(livePositionHeader)).toBeNull();
    expect((await body(refused)).code).toBeTypeOf('number');
  });
});
