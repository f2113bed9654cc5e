import { adminRoutes } from './routes';

describe('filing list titles (spec §2.7 MatchRecord)', () => {
  it('titles /admin/record and /admin/Active by the type query: 1 → 比赛报备, otherwise 活动报备', () => {
    const titleOf = (path: string, query: string) => {
      const handle = adminRoutes.find((r) => r.path === path)!.handle as { titleFor: (q: URLSearchParams) => string };
      return handle.titleFor(new URLSearchParams(query));
    };
    expect(titleOf('/admin/record', 'type=1')).toBe('比赛报备');
    expect(titleOf('/admin/record', 'type=2')).toBe('活动报备');
    expect(titleOf('/admin/record', 'type=3')).toBe('活动报备');
    expect(titleOf('/admin/Active', 'type=2')).toBe('活动报备');
    expect(titleOf('/admin/Active', 'type=1')).toBe('比赛报备');
  });
});
