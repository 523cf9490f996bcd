// @vitest-environment jsdom
/**
 * The notices screens through the real app around a fake server: the URL-held list (important
 * pinned, normal paged), the detail with its confirmed delete, the editor's validation, server
 * errors and saving, and the unsaved-changes question.
 */
import type { EndpointName } from '#contract/endpoints.ts';
import type { Notice, NoticeListItem } from '#contract/notices.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { AppRoutes } from '#src/app/router.tsx';
import { BadRequestError, HttpError } from '#src/lib/http/errors.ts';
import { clearNavigationBlocker } from '#src/lib/navigation-guard.ts';
import type { Services } from '#src/lib/services.tsx';
import { createSession } from '#src/lib/session.ts';
import { storage } from '#src/lib/storage.ts';
import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { fakeHttp, myTeam, token } from './harness.tsx';

afterEach(() => {
  cleanup();
  clearNavigationBlocker();
});

function item(over: Partial<NoticeListItem> = {}): NoticeListItem {
  return {
    id: 1,
    title: '공지',
    preview: '미리보기',
    isImportant: false,
    authorId: 7,
    authorName: '김민준',
    createdAt: '2026-05-20T03:00:00.000Z',
    updatedAt: '2026-05-20T03:00:00.000Z',
    ...over,
  };
}

const important = [item({ id: 10, title: '회비 안내', isImportant: true }), item({ id: 11, title: '집합 시간', isImportant: true })];
const normal = [item({ id: 20, title: '주차 안내' }), item({ id: 21, title: '유니폼 조사' })];
const detail: Notice = {
  ...item({ id: 20, title: '주차 안내', createdAt: '2026-05-20T03:00:00.000Z', updatedAt: '2026-05-21T05:30:00.000Z' }),
  content: '<h2>주차장</h2><p>2주차장이 <strong>가장 가깝습니다</strong>.</p>',
};

type Options = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
type Handler = (options: Options) => unknown;

function renderNotices(path: string, { admin = false, handlers = {} as Partial<Record<EndpointName, Handler>>, normalTotal = normal.length } = {}) {
  const base = fakeHttp({ teams: [myTeam({ id: 1, teamRole: admin ? 'TEAM_ADMIN' : 'USER' })] });
  const call = vi.fn(async (name: EndpointName, options: Options = {}) => {
    const handler = handlers[name];
    if (handler) return handler(options);
    switch (name) {
      case 'listNotices': {
        const rows = options.query?.isImportant === true ? important : normal;
        const total = options.query?.isImportant === true ? important.length : normalTotal;
        return { content: rows, page: Number(options.query?.page ?? 0), size: Number(options.query?.size ?? 20), totalElements: total };
      }
      case 'getNotice':
        return detail;
      case 'deleteNotice':
        return undefined;
      default:
        return (base.call as unknown as (n: EndpointName, o: unknown) => unknown)(name, options);
    }
  });
  const session = createSession({ renewToken: async () => token() });
  session.setToken(token());
  const services: Services = { session, http: { call: call as unknown as Services['http']['call'] }, storage };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const location = memoryLocation({ path, record: true });
  render(
    <AppProviders services={services} queryClient={queryClient} location={location}>
      <AppRoutes />
    </AppProviders>,
  );
  const history = location.history as string[];
  const callsOf = (endpoint: EndpointName) => call.mock.calls.filter(([n]) => n === endpoint).map(([, o]) => o ?? {});
  return { callsOf, location, current: () => history[history.length - 1] };
}

const press = (el: HTMLElement) => act(() => el.click());

describe('/teams/{id}/notices', () => {
  it('asks for the important notices (up to 100) and the first 20 normal ones, and pins the important first', async () => {
    const app = renderNotices('/teams/1/notices');
    const pinned = await screen.findByRole('list', { name: /중요 공지/ }, { timeout: 15_000 });
    const rest = await screen.findByRole('list', { name: /공지 목록/ });
    expect(
      within(pinned)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['회비 안내', '집합 시간']);
    expect(
      within(rest)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['주차 안내', '유니폼 조사']);
    expect(pinned.compareDocumentPosition(rest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(app.callsOf('listNotices').map((c) => c.query)).toEqual([
      { page: 0, size: 100, isImportant: true, sortType: 'LATEST' },
      { page: 0, size: 20, isImportant: false, sortType: 'LATEST' },
    ]);
    expect(within(pinned).getAllByRole('link')[0].getAttribute('href')).toBe('/teams/1/notices/10');
    // A USER gets no '작성하기'.
    expect(screen.queryByRole('link', { name: '작성하기' })).toBeNull();
  });

  it('reads keyword, order and page from the URL, and a new order goes back to page 1', async () => {
    const app = renderNotices('/teams/1/notices?sortType=OLDEST&searchKeyword=%ED%9A%8C%EB%B9%84&page=2', { normalTotal: 45 });
    await screen.findByRole('list', { name: /공지 목록/ }, { timeout: 15_000 });
    expect(app.callsOf('listNotices').map((c) => c.query)).toContainEqual({ page: 1, size: 20, isImportant: false, sortType: 'OLDEST', searchKeyword: '회비' });
    expect((screen.getByRole('searchbox', { name: '공지사항 검색' }) as HTMLInputElement).value).toBe('회비');
    expect(screen.getByRole('button', { name: '2페이지' }).getAttribute('aria-current')).toBe('page');
    press(screen.getByRole('radio', { name: '최신순' }));
    await waitFor(() => expect(app.current()).toBe('/teams/1/notices?sortType=LATEST&searchKeyword=%ED%9A%8C%EB%B9%84'));
    press(screen.getByRole('button', { name: '3페이지' }));
    await waitFor(() => expect(app.current()).toBe('/teams/1/notices?sortType=LATEST&searchKeyword=%ED%9A%8C%EB%B9%84&page=3'));
  });

  it("'중요' shows the important notices only and stops asking for the normal ones", async () => {
    const app = renderNotices('/teams/1/notices');
    await screen.findByRole('list', { name: /공지 목록/ }, { timeout: 15_000 });
    press(screen.getByRole('checkbox', { name: '중요 공지만 보기' }));
    await waitFor(() => expect(app.current()).toBe('/teams/1/notices?isImportant=true&sortType=LATEST'));
    await waitFor(() => expect(screen.queryByRole('list', { name: /공지 목록/ })).toBeNull());
    expect(app.callsOf('listNotices').filter((c) => c.query?.isImportant === false)).toHaveLength(1);
  });

  it('shows the empty state, with a hint for an admin, and the error state with a retry', async () => {
    renderNotices('/teams/1/notices', { admin: true, handlers: { listNotices: () => ({ content: [], page: 0, size: 20, totalElements: 0 }) } });
    expect(await screen.findByText('등록된 공지사항이 없습니다. 작성하기를 눌러 첫 공지를 올려보세요.', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: '작성하기' }).getAttribute('href')).toBe('/teams/1/notices/create');
    cleanup();

    let fail = true;
    renderNotices('/teams/1/notices', {
      handlers: {
        listNotices: (o) => {
          if (fail) throw new HttpError({ endpoint: 'listNotices', status: 500, code: 500, message: '서버 오류', fieldErrors: [] });
          return { content: o.query?.isImportant ? important : normal, page: 0, size: 20, totalElements: 2 };
        },
      },
    });
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 15_000 });
    expect(alerts[0].textContent).toContain('공지사항을 불러오지 못했습니다.');
    fail = false;
    press(within(alerts[0]).getByRole('button', { name: '다시 시도' }));
    await screen.findByRole('list', { name: /중요 공지/ });
  });
});

describe('/teams/{id}/notices/{noticeId}', () => {
  it('shows the title, author, Korean dates and the stored body as formatted text', async () => {
    renderNotices('/teams/1/notices/20');
    const article = await screen.findByRole('article', {}, { timeout: 15_000 });
    expect(within(article).getByRole('heading', { level: 2, name: '주차 안내' })).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: '주차장' })).toBeTruthy();
    expect(article.querySelector('strong')?.textContent).toBe('가장 가깝습니다');
    expect(article.textContent).toContain('김민준');
    expect(article.textContent).toContain('2026년 5월 20일 (수) 오후 12:00');
    expect(article.textContent).toContain('2026년 5월 21일 (목) 오후 2:30');
    expect(screen.queryByRole('button', { name: '삭제하기' })).toBeNull();
  });

  it('deletes after the confirmation, then goes back to the list', async () => {
    const app = renderNotices('/teams/1/notices/20', { admin: true });
    press(await screen.findByRole('button', { name: '삭제하기' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: '공지사항을 삭제할까요?' });
    expect(app.callsOf('deleteNotice')).toHaveLength(0);
    press(within(dialog).getByRole('button', { name: '삭제' }));
    await waitFor(() => expect(app.current()).toBe('/teams/1/notices'));
    expect(app.callsOf('deleteNotice')).toEqual([{ params: { id: 1, noticeId: 20 } }]);
    expect(await screen.findByText('공지사항을 삭제했습니다.')).toBeTruthy();
  });
});

describe('the notice editor', () => {
  it("refuses a missing title and an empty body with the contract's messages, without calling the server", async () => {
    const app = renderNotices('/teams/1/notices/create', { admin: true });
    const title = await screen.findByRole('textbox', { name: '제목' }, { timeout: 15_000 });
    expect(screen.getByRole('toolbar', { name: '서식 도구' })).toBeTruthy();
    for (const name of ['제목2', '제목3', '굵게', '기울임', '글머리 기호', '번호 목록', '링크']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed'), name).toBe('false');
    }
    press(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('제목을 입력해주세요.')).toBeTruthy();
    expect(screen.getByText('내용을 입력해주세요.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: '내용' }).getAttribute('aria-invalid')).toBe('true');
    expect(app.callsOf('createNotice')).toHaveLength(0);
  });

  it('saves an edit with the fields the contract expects, then opens the notice', async () => {
    const app = renderNotices('/teams/1/notices/20/edit', { admin: true, handlers: { updateNotice: (o) => ({ ...detail, ...(o.body as object) }) } });
    const title = await screen.findByRole('textbox', { name: '제목' }, { timeout: 15_000 });
    expect((title as HTMLInputElement).value).toBe('주차 안내');
    act(() => {
      fireEvent.change(title, { target: { value: '주차 안내 (수정)' } });
    });
    press(screen.getByRole('checkbox', { name: '중요 공지로 고정' }));
    press(screen.getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(app.current()).toBe('/teams/1/notices/20'));
    const [sent] = app.callsOf('updateNotice');
    expect(sent.params).toEqual({ id: 1, noticeId: 20 });
    expect(sent.body).toMatchObject({ title: '주차 안내 (수정)', isImportant: true });
    expect((sent.body as { content: string }).content).toContain('<strong>가장 가깝습니다</strong>');
  });

  it("puts a 400 field error on its field and shows any other refusal with the server's message", async () => {
    let answer: Error = new BadRequestError({
      endpoint: 'updateNotice',
      status: 400,
      code: 400,
      message: '잘못된 요청입니다.',
      fieldErrors: [{ field: 'title', message: '제목은 100자 이내로 입력해주세요.' }],
    });
    renderNotices('/teams/1/notices/20/edit', {
      admin: true,
      handlers: {
        updateNotice: () => {
          throw answer;
        },
      },
    });
    await screen.findByRole('textbox', { name: '제목' }, { timeout: 15_000 });
    press(screen.getByRole('button', { name: '저장하기' }));
    expect(await screen.findByText('제목은 100자 이내로 입력해주세요.')).toBeTruthy();

    answer = new HttpError({ endpoint: 'updateNotice', status: 413, code: 413, message: '요청 본문이 너무 큽니다.', fieldErrors: [] });
    press(screen.getByRole('button', { name: '저장하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe('공지사항을 저장하지 못했습니다. 요청 본문이 너무 큽니다.');
  });

  it('asks before leaving with unsaved work: staying keeps it, leaving goes', async () => {
    const app = renderNotices('/teams/1/notices/create', { admin: true });
    const title = await screen.findByRole('textbox', { name: '제목' }, { timeout: 15_000 });
    // Nothing typed yet: leaving is free.
    expect(screen.getByRole('link', { name: '취소' }).getAttribute('href')).toBe('/teams/1/notices');
    act(() => {
      fireEvent.change(title, { target: { value: '작성 중' } });
    });
    press(screen.getByRole('link', { name: '취소' }));
    const dialog = await screen.findByRole('alertdialog', { name: '저장하지 않은 내용이 있습니다' });
    press(within(dialog).getByRole('button', { name: '계속 작성' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(app.current()).toBe('/teams/1/notices/create');
    expect((screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement).value).toBe('작성 중');

    press(screen.getByRole('link', { name: '취소' }));
    press(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '나가기' }));
    await waitFor(() => expect(app.current()).toBe('/teams/1/notices'));
  });

  it('holds the page when the URL changes under it (Back) and puts the editor\'s URL back on "stay"', async () => {
    const app = renderNotices('/teams/1/notices/create', { admin: true });
    const title = await screen.findByRole('textbox', { name: '제목' }, { timeout: 15_000 });
    act(() => {
      fireEvent.change(title, { target: { value: '뒤로 가기 전' } });
    });
    // What the browser's Back does: the location changes without asking the router.
    act(() => app.location.navigate('/teams/1/notices'));
    const dialog = await screen.findByRole('alertdialog', { name: '저장하지 않은 내용이 있습니다' });
    // Still mounted with the work (hidden from assistive tech behind the modal question).
    expect((screen.getByRole('textbox', { name: '제목', hidden: true }) as HTMLInputElement).value).toBe('뒤로 가기 전');
    press(within(dialog).getByRole('button', { name: '계속 작성' }));
    await waitFor(() => expect(app.current()).toBe('/teams/1/notices/create'));
    expect((screen.getByRole('textbox', { name: '제목' }) as HTMLInputElement).value).toBe('뒤로 가기 전');
  });

  it('the link dialog accepts only http and https addresses', async () => {
    renderNotices('/teams/1/notices/create', { admin: true });
    press(await screen.findByRole('button', { name: '링크' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: '링크 넣기' });
    const url = within(dialog).getByRole('textbox', { name: '링크 주소' });
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'www.example.com']) {
      act(() => {
        fireEvent.change(url, { target: { value: bad } });
      });
      press(within(dialog).getByRole('button', { name: '적용' }));
      await waitFor(() => expect(url.getAttribute('aria-invalid'), bad).toBe('true'));
      expect(within(dialog).getByText('http:// 또는 https://로 시작하는 올바른 주소를 입력해주세요.')).toBeTruthy();
    }
    act(() => {
      fireEvent.change(url, { target: { value: 'https://example.com/map' } });
    });
    press(within(dialog).getByRole('button', { name: '적용' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '링크 넣기' })).toBeNull());
    const link = screen.getByRole('textbox', { name: '내용' }).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/map');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});
