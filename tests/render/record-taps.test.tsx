// @vitest-environment jsdom
/**
 * What a tap on the record screen costs, counted (decision 101; no clock involved): the requests it
 * sends and the components React draws again for it. The count comes from a stand-in for React
 * DevTools' hook, installed before React loads (this folder's files get no DOM set-up that loads
 * React first): on every commit React calls it with the tree, and a component drew in that commit
 * when its fiber is not the one of the commit before (React cloned it) and carries React's
 * PerformedWork flag (1), DevTools' own test. jsdom answers no media query, so the screen is the
 * tablet's: both teams' pitches and counters, and the log, are built.
 */
import type { MatchEvent, MatchPlayers, RecordEventRequest, RecordResult } from '#contract/matches.ts';
import { derivedTypes } from '#machines/match.scoring.ts';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../fake-event-source.ts';
import { click, counterOf, findReady, player, press, recorded, renderRecord } from '../ui/record-harness.tsx';

const drawn = vi.hoisted(() => {
  interface Fiber {
    tag: number;
    flags: number;
    type: unknown;
    memoizedProps: Record<string, unknown> | null;
    child: Fiber | null;
    sibling: Fiber | null;
  }
  const components = new Set([0, 1, 11, 14, 15]);
  const nameOf = (type: unknown): string => {
    if (typeof type === 'function') return type.name;
    if (type && typeof type === 'object' && 'type' in type) return nameOf((type as { type: unknown }).type);
    return '?';
  };
  const draws: { name: string; props: Record<string, unknown> }[] = [];
  const lastTree = new Map<object, Set<object>>();
  (globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    setStrictMode: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const before = lastTree.get(root) ?? new Set<object>();
      const now = new Set<object>();
      const stack: Fiber[] = root.current.child ? [root.current.child] : [];
      while (stack.length > 0) {
        const fiber = stack.pop()!;
        now.add(fiber);
        if (components.has(fiber.tag) && !before.has(fiber) && (fiber.flags & 1) === 1)
          draws.push({ name: nameOf(fiber.type), props: fiber.memoizedProps ?? {} });
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      lastTree.set(root, now);
    },
  };
  return {
    /** From now on. */
    reset: () => void draws.splice(0),
    of: (name: string) => draws.filter((d) => d.name === name).map((d) => d.props),
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Two FC 서울 players on the pitch and one on the bench; one 한강 FC player. */
const lineup = (): MatchPlayers => ({
  homeTeam: {
    starters: [player({}), player({ id: 13, name: '최민호', number: 8, matchGrid: 8 })],
    substitutes: [player({ id: 12, name: '이영희', number: 14, role: 'SUB_PLAYER', matchPosition: null, matchGrid: null })],
  },
  awayTeam: { starters: [player({ id: 21, teamId: 2, name: '박민수', number: 7 })], substitutes: [] },
});

/** The server's answer as it writes it: the row and the rows derived from it (a goal's shots), parent first. */
function writtenAsServer(body: RecordEventRequest): RecordResult {
  const { events, seq } = recorded(body);
  const main = events[0]!;
  const derived = derivedTypes(body.eventType, 0).map((eventType, i): MatchEvent => ({ ...main, id: main.id * 100 + i, eventType, parentId: main.id }));
  return { events: [main, ...derived], seq };
}

const reads = ['getMatch', 'getMatchScore', 'getMatchPlayers', 'getMatchHistory', 'getMatchMemo'] as const;

/**
 * The record screen with one team shot written and settled (the log holds a row from before the
 * measured tap) and 김철수 selected; with `stream`, following the live stream from its first `ready`.
 */
async function screenWithOneRow({ stream = false } = {}) {
  if (stream) {
    FakeEventSource.all = [];
    FakeEventSource.deliver = (run) => act(run);
    vi.stubGlobal('EventSource', FakeEventSource);
  }
  const app = renderRecord({ handlers: { getMatchPlayers: () => lineup(), recordEvent: ({ body }) => writtenAsServer(body as RecordEventRequest) } });
  // The first render of a file builds the whole app's modules: on the shared 2-core machine, seconds.
  await screen.findByRole('button', { name: 'FC 서울 슈팅 추가' }, { timeout: 15_000 });
  await findReady('FC 서울 슈팅 추가');
  if (stream) {
    await waitFor(() => expect(FakeEventSource.all.filter((s) => !s.closed)).toHaveLength(1));
    // The first `ready` re-reads what was read before the stream began.
    const scoreReads = app.callsTo('getMatchScore').length;
    FakeEventSource.all.at(-1)!.emit('ready', { seq: 3 });
    await waitFor(() => expect(app.callsTo('getMatchScore').length).toBeGreaterThan(scoreReads));
  }
  await press('FC 서울 슈팅 추가');
  const log = () => within(screen.getByRole('list', { name: '경기 로그' }));
  await waitFor(() => expect(log().getAllByRole('listitem')).toHaveLength(1));
  await screen.findByText('모두 전송됨');
  await click(screen.getByRole('button', { name: '10 김철수' }));
  await findReady('김철수 득점 추가');
  const callsBefore = app.call.mock.calls.length;
  const readsOf = () => app.call.mock.calls.slice(callsBefore).filter(([name]) => (reads as readonly string[]).includes(name));
  return { app, log, readsOf, callsSince: () => app.call.mock.calls.slice(callsBefore).map(([name]) => name) };
}

describe('a tap on the record screen', () => {
  it("a player's + draws again that player, their pitch and the counters it moved; not the other pitch, other players or the log's old rows", async () => {
    const { log } = await screenWithOneRow();
    const earlierRows = new Set(drawn.of('LogRow').map((p) => (p.row as MatchEvent).id));
    drawn.reset();

    await press('김철수 득점 추가');
    await waitFor(() => expect(log().getAllByRole('listitem')).toHaveLength(2));
    await screen.findByText('모두 전송됨');
    expect(counterOf(screen.getByRole('button', { name: '김철수 득점 추가' }))).toContain('1');

    const pitches = drawn.of('TeamPitch').map((p) => p.teamId);
    expect(pitches).toContain(1);
    expect(pitches).not.toContain(2);
    expect(new Set(drawn.of('PitchPlayer').map((p) => (p.player as { id: number }).id))).toEqual(new Set([11]));
    const logRows = drawn.of('LogRow').map((p) => (p.row as MatchEvent).id);
    expect(logRows.length).toBeGreaterThan(0);
    expect(logRows.filter((id) => earlierRows.has(id))).toEqual([]);
    // The goal moved FC 서울's goals and shots; the other counters, and 한강 FC's, stay as they were.
    expect(new Set(drawn.of('TeamCounter').map((p) => `${String(p.teamId)} ${String(p.type)}`))).toEqual(new Set(['1 GOAL', '1 SHOT', '1 VALID_SHOT']));
  });

  it('selecting a player draws again only their own team: the other pitch stays as it is', async () => {
    await screenWithOneRow();
    drawn.reset();
    await click(screen.getByRole('button', { name: '8 최민호' }));
    await findReady('최민호 득점 추가');
    expect(drawn.of('TeamPitch').map((p) => p.teamId)).not.toContain(2);
    expect(new Set(drawn.of('PitchPlayer').map((p) => (p.player as { id: number }).id))).toEqual(new Set([11, 13]));
  });

  it('sends exactly its write, and reads nothing after: not on its answer, not when the outbox drains', async () => {
    const { callsSince, readsOf } = await screenWithOneRow();
    await press('김철수 득점 추가');
    await screen.findByText('모두 전송됨');
    await press('FC 서울 코너 킥 추가');
    await screen.findByText('모두 전송됨');
    // One task later, what the drain set off (a read starts in its microtasks) has run.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(callsSince()).toEqual(['recordEvent', 'recordEvent']);
    expect(readsOf()).toEqual([]);
    expect(screen.getByRole('region', { name: /FC 서울 1점, 한강 FC 0점/ })).toBeTruthy();
  });

  it("the stream's echo of this device's write changes nothing and reads nothing; the other admin's goal moves the score without a read", async () => {
    const { app, readsOf, log } = await screenWithOneRow({ stream: true });
    const emit = (data: { seq: number; events: MatchEvent[] }) => FakeEventSource.all.at(-1)!.emit('events.recorded', { type: 'events.recorded', ...data });

    await press('김철수 득점 추가');
    await screen.findByText('모두 전송됨');
    const answer = (await app.call.mock.results.at(-1)!.value) as RecordResult;
    emit(answer);
    const other = writtenAsServer({ clientId: crypto.randomUUID(), teamId: 2, matchUserId: 21, eventType: 'GOAL', description: '' });
    emit(other);
    await waitFor(() => expect(log().getAllByRole('listitem')).toHaveLength(3));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));

    expect(readsOf()).toEqual([]);
    expect(screen.getByRole('region', { name: /FC 서울 1점, 한강 FC 1점/ })).toBeTruthy();
    expect(counterOf(screen.getByRole('button', { name: '김철수 득점 추가' }))).toContain('1');
    expect(counterOf(screen.getByRole('button', { name: '한강 FC 슈팅 추가' }))).toContain('1');
    expect(screen.getByRole('button', { name: /^7 박민수 \(1골\)$/ })).toBeTruthy();
  });
});
