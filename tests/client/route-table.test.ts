/**
 * The light route table the entry matches the address against (src/app/route-table.ts, decision 038):
 * the same route and parameters the router finds, and a page's code loaded once.
 */
import { parse } from 'regexparam';
import { describe, expect, it, vi } from 'vitest';
import { hasValidIds, matchRoutes, pageChunk, routeTable } from '#src/app/route-table.ts';

describe('matchRoutes over the route table', () => {
  it.each([
    ['/teams/select', 'teamSelect', {}],
    ['/teams/3', 'teamHome', { teamId: '3' }],
    ['/teams/3/notices/5/edit', 'noticeEdit', { teamId: '3', noticeId: '5' }],
    ['/matches/create', 'matchCreate', {}],
    ['/matches/9/record', 'matchRecord', { matchId: '9' }],
    ['/matches/9/players/edit', 'lineupEdit', { matchId: '9' }],
    ['/login', 'login', {}],
    ['/', 'landing', {}],
  ])('%s → %s %j', (path, id, params) => {
    expect(matchRoutes(routeTable, parse, path)).toEqual({ route: expect.objectContaining({ id }), params });
  });

  it('matches nothing for an unknown address', () => {
    expect(matchRoutes(routeTable, parse, '/teams/3/unknown')).toBeNull();
  });

  it('names ids that are not positive whole numbers', () => {
    expect(hasValidIds({ teamId: '3' })).toBe(true);
    expect(hasValidIds({ teamId: 'abc' })).toBe(false);
    expect(hasValidIds({ matchId: '0' })).toBe(false);
  });
});

describe('pageChunk', () => {
  it('loads the code once, however often it is asked for', async () => {
    const load = vi.fn(async () => ({ Page: () => null }));
    const chunk = pageChunk(load, 'Page');
    await Promise.all([chunk.load(), chunk.load()]);
    await chunk.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (the router applies the reload-once rule after that)', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue({ Page: () => null });
    const chunk = pageChunk(load as () => Promise<{ Page: () => null }>, 'Page');
    await expect(chunk.load()).rejects.toThrow('Failed to fetch');
    await expect(chunk.load()).resolves.toHaveProperty('Page');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
