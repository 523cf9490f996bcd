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
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setInteractionModality } from 'react-aria-components';
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
  /** Per commit since the last reset: how many components it drew. */
  const commits: number[] = [];
  /** The components taken down since the last reset. */
  const unmounted: string[] = [];
  const lastTree = new Map<object, Set<object>>();
  (globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    setStrictMode: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount(_id: number, fiber: Fiber) {
      if (components.has(fiber.tag)) unmounted.push(nameOf(fiber.type));
    },
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
      commits.push(draws.length - commits.reduce((sum, n) => sum + n, 0));
    },
  };
  return {
    /** From now on. */
    reset: () => {
      draws.splice(0);
      commits.splice(0);
      unmounted.splice(0);
    },
    /** How many components of this name were taken down since the last reset. */
    unmountedOf: (name: string) => unmounted.filter((n) => n === name).length,
    of: (name: string) => draws.filter((d) => d.name === name).map((d) => d.props),
    /** How many components were drawn since the last reset. */
    count: () => draws.length,
    /**
     * The commits since the last reset that drew something: the names of what each drew. The match
     * clock runs, so a second may fall in a measured window: its commit draws ClockReadout alone and
     * is left out unless `clock` asks for it (the clock's own test).
     */
    drawingCommits: ({ clock = false } = {}) => {
      let start = 0;
      return commits.flatMap((n) => {
        const names = draws.slice(start, start + n).map((d) => d.name);
        start += n;
        const clockAlone = names.every((name) => name === 'ClockReadout');
        return n > 0 && (clock || !clockAlone) ? [names] : [];
      });
    },
  };
});

afterEach(() => {
  answerHeld = null;
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

/** While set, the server holds its answer to a write until it settles: what the tap alone draws is counted apart from what its answer draws. */
let answerHeld: Promise<void> | null = null;
/** Holds the answers to the writes from now on; the function lets them go. */
function holdAnswers() {
  let release = () => {};
  answerHeld = new Promise((resolve) => (release = resolve));
  return () => {
    answerHeld = null;
    release();
  };
}
/** One task later: what TanStack Query tells its readers of a cache change (notifyManager's setTimeout 0) has been drawn. */
const aTaskLater = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const reads = ['getMatch', 'getMatchScore', 'getMatchPlayers', 'getMatchHistory', 'getMatchMemo'] as const;

/**
 * The record screen with one team shot written and settled (the log holds a row from before the
 * measured tap) and 김철수 selected; with `stream`, following the live stream from its first `ready`.
 */
async function screenWithOneRow({ stream = false, select = true } = {}) {
  if (stream) {
    FakeEventSource.all = [];
    FakeEventSource.deliver = (run) => act(run);
    vi.stubGlobal('EventSource', FakeEventSource);
  }
  const app = renderRecord({
    handlers: {
      getMatchPlayers: () => lineup(),
      recordEvent: async ({ body }) => {
        await answerHeld;
        return writtenAsServer(body as RecordEventRequest);
      },
    },
  });
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
  if (select) {
    await click(screen.getByRole('button', { name: '10 김철수' }));
    await findReady('김철수 득점 추가');
  }
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

/**
 * Each kind of tap of the bench's `taps` section (scripts/bench/taps.ts), counted (decisions 103, 110):
 * a counter's tap draws that counter alone in its own commit (its number moves); its write runs after
 * that frame and draws the panel it was made in and the score; the pitches, the log and the counters
 * out of that panel follow in one commit React makes after that (a deferred value); nothing is drawn
 * again when TanStack Query tells the screen's readers of the caches a task later. The write's answer
 * is held back, so the tap is counted alone. The bounds are this tablet-wide screen's (both teams'
 * counters built); the screen before decision 103 drew 121 components in the tap's commit for a
 * player's +, 95 for a team counter's +, and 88 for a write's answer; before decision 110, 19 and 20.
 */
describe('what each tap draws, counted', () => {
  async function tapAlone(name: string) {
    const release = holdAnswers();
    drawn.reset();
    await press(name);
    await aTaskLater();
    await aTaskLater();
    return { commits: drawn.drawingCommits(), release };
  }
  const outside = (names: string[], ...of: string[]) => names.filter((name) => of.includes(name));

  it("a player's +: its frame draws their counter alone; the write draws their panel and the score; the pitch, other counters and log follow", async () => {
    const { log } = await screenWithOneRow();
    const { commits, release } = await tapAlone('김철수 득점 추가');
    expect(commits).toHaveLength(3);
    const [tap, write, after] = commits as [string[], string[], string[]];
    expect(tap).toEqual(['PlayerCounter', 'TapButton', 'TapButton']);
    expect(write.length).toBeLessThanOrEqual(30);
    expect(write).toContain('PlayerCounter');
    expect(write).toContain('ScoreCard');
    expect(outside(write, 'TeamPitch', 'PitchPlayer', 'TeamCounter', 'MatchLog', 'LogRow', 'PlayerHead', 'ClockPanel', 'ExchangeDialog')).toEqual([]);
    expect(tap.length + write.length + after.length).toBeLessThanOrEqual(80);
    // Drawn by the tap, then by its write (the same number: the count came, the step ahead went).
    expect(drawn.of('PlayerCounter').map((p) => p.type)).toEqual(['GOAL', 'GOAL']);
    expect(drawn.of('TeamPitch').map((p) => p.teamId)).toEqual([1]);
    expect(log().getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('region', { name: /FC 서울 1점, 한강 FC 0점/ })).toBeTruthy();
    release();
  });

  it("a second of the match clock draws the clock's line alone: not its buttons, its two closed dialogs or any other part", async () => {
    await screenWithOneRow({ select: false });
    drawn.reset();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    const names = drawn.drawingCommits({ clock: true }).flat();
    expect(names).toContain('ClockReadout');
    expect(names.filter((name) => name !== 'ClockReadout')).toEqual([]);
  });

  it("a write's answer that says what the screen shows already draws no counter, pitch or score again", async () => {
    const { log } = await screenWithOneRow();
    const { release } = await tapAlone('김철수 득점 추가');
    drawn.reset();
    release();
    await screen.findByText('모두 전송됨');
    await aTaskLater();
    await aTaskLater();
    expect(log().getAllByRole('listitem')).toHaveLength(2);
    for (const name of ['PlayerCounter', 'TeamCounter', 'PitchPlayer', 'TeamPitch', 'PlayerHead', 'ClockPanel']) expect(drawn.of(name), name).toEqual([]);
    // The board's 전송 대기 tag going (4) and the screen, its panel and the log's settled row.
    expect(drawn.count()).toBeLessThanOrEqual(12);
  });

  it("a team counter's + in the open 팀 기록: its frame draws that counter alone; the write draws the counters and board; the log follows", async () => {
    await screenWithOneRow();
    await press('팀 기록');
    const { commits, release } = await tapAlone('FC 서울 코너 킥 추가');
    expect(commits).toHaveLength(3);
    const [tap, write, after] = commits as [string[], string[], string[]];
    expect(tap).toEqual(['TeamCounter', 'TapButton', 'TapButton']);
    expect(write.length).toBeLessThanOrEqual(30);
    expect(outside(write, 'TeamPitch', 'PlayerCounter', 'MatchLog', 'LogRow', 'ClockPanel')).toEqual([]);
    expect(tap.length + write.length + after.length).toBeLessThanOrEqual(40);
    expect(drawn.of('TeamCounter').map((p) => `${String(p.teamId)} ${String(p.type)}`)).toEqual(['1 CORNER_KICK', '1 CORNER_KICK']);
    release();
  });

  it("selecting another player: its frame updates the built panel (the head, the counters whose numbers change), then that team's pitch follows", async () => {
    await screenWithOneRow();
    // 김철수 has a goal, 최민호 none: of the five counters only 득점 changes between them.
    await press('김철수 득점 추가');
    await screen.findByText('모두 전송됨');
    await aTaskLater();
    drawn.reset();
    await click(screen.getByRole('button', { name: '8 최민호' }));
    await aTaskLater();
    // (A later commit may be React Aria's dialog noticing the page's changes: nothing of the screen.)
    const [frame, after, ...later] = drawn.drawingCommits() as [string[], string[], ...string[][]];
    expect(frame).toContain('PlayerHead');
    // 11 since decision 109 (16 before: the head's 교체, a React Aria Button, drew with the name).
    expect(frame.length).toBeLessThanOrEqual(12);
    const elsewhere = [
      'ExchangeToggle',
      'Button',
      'PitchPart',
      'TeamPart',
      'TeamPitch',
      'PitchPlayer',
      'TeamPanel',
      'TeamCounter',
      'SheetBar',
      'ScoreCard',
      'ClockPanel',
      'MatchLog',
      'ExchangeDialog',
    ];
    expect(outside(frame, ...elsewhere)).toEqual([]);
    expect(drawn.unmountedOf('PlayerCounter')).toBe(0);
    expect(drawn.of('PlayerCounter').map((p) => p.type)).toEqual(['GOAL']);
    expect(outside(after, 'TeamPitch')).toEqual(['TeamPitch']);
    expect(outside(later.flat(), 'PlayerPanel', 'PlayerCounter', ...elsewhere)).toEqual([]);
    expect(drawn.of('TeamPitch').map((p) => p.teamId)).toEqual([1]);
    expect(counterOf(screen.getByRole('button', { name: '최민호 득점 추가' }))).toContain('0');
    expect(screen.getByRole('button', { name: '최민호 어시스트 추가' })).toBeTruthy();
  });

  it('the first selection too updates a panel built once the screen painted: no counter is built in its frame', async () => {
    await screenWithOneRow({ select: false });
    drawn.reset();
    await click(screen.getByRole('button', { name: '10 김철수' }));
    await findReady('김철수 득점 추가');
    expect(drawn.of('PlayerHead')).toHaveLength(1);
    expect(drawn.of('PlayerCounter')).toEqual([]);
  });

  it('팀 기록 shows what is built: its frame draws its button, not the player panel it folds (let go after), no team part; closing, the bar', async () => {
    await screenWithOneRow();
    drawn.reset();
    await press('팀 기록');
    await aTaskLater();
    const [open, after] = drawn.drawingCommits() as [string[], string[]];
    expect(open).not.toContain('PlayerPanel');
    expect(after).toContain('PlayerPanel');
    const elsewhere = [
      'TeamPart',
      'BuiltOnceShown',
      'TeamPanel',
      'TeamCounter',
      'PlayerHead',
      'PlayerCounter',
      'SegmentedControl',
      'ScoreCard',
      'ClockPanel',
      'MatchLog',
    ];
    expect(open).toContain('SheetBar');
    expect(outside(open, ...elsewhere)).toEqual([]);
    expect(open.length).toBeLessThanOrEqual(12);
    drawn.reset();
    await press('팀 기록');
    await aTaskLater();
    const closing = drawn.drawingCommits();
    expect(closing).toHaveLength(1);
    expect(outside(closing[0]!, ...elsewhere, 'PlayerPanel', 'PitchPart')).toEqual([]);
    expect(closing[0]!.length).toBeLessThanOrEqual(12);
    expect(drawn.unmountedOf('TeamCounter') + drawn.unmountedOf('PlayerCounter')).toBe(0);
  });

  it("팀 기록 keeps the selected player's counters built and hidden: the next selection keeps them, it does not build them again", async () => {
    await screenWithOneRow();
    drawn.reset();
    await press('팀 기록');
    expect(drawn.unmountedOf('PlayerCounter')).toBe(0);
    expect(drawn.of('PlayerCounter')).toEqual([]);
    expect(screen.queryByRole('button', { name: '김철수 득점 추가' })).toBeNull();
    drawn.reset();
    await click(screen.getByRole('button', { name: '8 최민호' }));
    expect(drawn.unmountedOf('PlayerCounter')).toBe(0);
    // Both have the same numbers: not one counter is drawn again, their buttons take the new name from the head.
    expect(drawn.of('PlayerCounter')).toEqual([]);
    await findReady('최민호 득점 추가');
  });

  it("a finger's press on a + or 팀 기록 draws nothing before its click: no press state, no focus moved (decision 105)", async () => {
    await screenWithOneRow();
    // As the app starts on a touch screen (src/app/boot.tsx): React Aria takes the user for a pointer
    // user from the start, so the first tap changes no input modality. Last in the file: the modality
    // stays for the file's process.
    await act(async () => setInteractionModality('pointer'));
    for (const name of ['김철수 득점 추가', 'FC 서울 슈팅 추가', '팀 기록']) {
      const button = screen.getByRole('button', { name });
      const focused = document.activeElement;
      drawn.reset();
      let focusMoves = true;
      await act(async () => {
        fireEvent.pointerDown(button, { pointerType: 'touch', button: 0, pointerId: 1 });
        fireEvent.pointerUp(button, { pointerType: 'touch', button: 0, pointerId: 1 });
        focusMoves = fireEvent.mouseDown(button, { button: 0 });
        fireEvent.mouseUp(button, { button: 0 });
      });
      expect({ name, drawn: drawn.drawingCommits(), focusMoves }).toEqual({ name, drawn: [], focusMoves: false });
      expect(document.activeElement).toBe(focused);
    }
  });
});
