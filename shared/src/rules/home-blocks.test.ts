import { HOME_BLOCK_DEFS, HOME_BLOCK_MAX_ITEMS, HOME_BLOCKS, HOME_ITEM_MESSAGES, homeBlockFullRefusal, homeItemOfBody, homeItemProblem, homeItemState, homeItemVerdict, homeSortRefusal, isHomeItemShowing, isSafeLink, isSameIdSet, isShowing, moveItem } from './home-blocks';

const now = new Date('2026-11-23T08:00:00Z');

describe('home blocks', () => {
  it('names every block with a distinct API prefix under /admin/headline or /admin/recommend_', () => {
    expect(HOME_BLOCKS).toHaveLength(8);
    const apis = HOME_BLOCKS.map((b) => HOME_BLOCK_DEFS[b].api);
    expect(new Set(apis).size).toBe(8);
    expect(apis.every((a) => a === '/admin/headline' || a.startsWith('/admin/recommend_'))).toBe(true);
  });

  it('accepts site paths and http(s) links only', () => {
    expect(isSafeLink('/match/1')).toBe(true);
    expect(isSafeLink('/official/information?column_id=2')).toBe(true);
    expect(isSafeLink('https://www.sport.gov.cn')).toBe(true);
    expect(isSafeLink('javascript:alert(1)')).toBe(false);
    expect(isSafeLink('//evil.example')).toBe(false);
    expect(isSafeLink('data:text/html,x')).toBe(false);
  });

  it('takes the item of a request trimmed, with the fields it leaves out at their defaults', () => {
    expect(homeItemOfBody({ title: ' 头条 ', link: ' /match/1 ' })).toEqual({
      title: '头条',
      subtitle: '',
      image: '',
      link: '/match/1',
      video_url: '',
      competition_id: null,
      is_show: true,
      show_from: null,
      show_until: null,
    });
    expect(homeItemOfBody({ title: '', competition_id: 3, is_show: false, show_from: '2026-01-01T00:00:00.000Z' })).toMatchObject({
      competition_id: 3,
      is_show: false,
      show_from: '2026-01-01T00:00:00.000Z',
    });
  });

  it('checks an item with the server messages', () => {
    const headline = HOME_BLOCK_DEFS.headline;
    expect(homeItemProblem(headline, { title: ' ' })).toBe('请填写标题');
    expect(homeItemProblem(headline, { title: '头条' })).toBe('请上传头条图片');
    expect(homeItemProblem(headline, { title: '头条', image: '/api/media/a.png', link: 'javascript:x' })).toBe(
      '跳转链接格式错误，请填写以 / 开头的站内路径或 http(s) 地址',
    );
    expect(homeItemProblem(headline, { title: '头条', image: '/api/media/a.png', show_from: '2026-12-02T00:00:00Z', show_until: '2026-12-01T00:00:00Z' })).toBe(
      '结束展示时间必须晚于开始展示时间',
    );
    expect(homeItemProblem(headline, { title: '头条', image: '/api/media/a.png' })).toBeNull();
    expect(homeItemProblem(HOME_BLOCK_DEFS.recommended_event, { title: '' })).toBe('请选择推荐的赛事');
    expect(homeItemProblem(HOME_BLOCK_DEFS.recommended_event, { title: '', competition_id: 3 })).toBeNull();
    expect(homeItemProblem(HOME_BLOCK_DEFS.event_video, { title: '视频', image: '/api/media/a.png' })).toBe('请填写视频地址或跳转链接');
    expect(homeItemProblem(HOME_BLOCK_DEFS.friendly_link, { title: '链接' })).toBe('请填写跳转链接');
  });

  it('tells whether an item shows now', () => {
    const item = { is_show: true, show_from: null, show_until: null };
    expect(isHomeItemShowing(item, now)).toBe(true);
    expect(homeItemState({ ...item, is_show: false }, now)).toBe('已停用');
    expect(homeItemState({ ...item, show_from: '2026-11-24T00:00:00Z' }, now)).toBe('未到展示时间');
    expect(homeItemState({ ...item, show_until: '2026-11-23T08:00:00Z' }, now)).toBe('已过期');
    expect(isHomeItemShowing({ ...item, show_until: '2026-11-23T08:00:00Z' }, now)).toBe(false);
    expect(homeItemState(item, now)).toBe('展示中');
  });

  it('moves an element for drag to reorder', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2, 3], 5, 0)).toEqual([1, 2, 3]);
  });

  it('tells whether a stored item (a row of the server) shows now: enabled and inside its window', () => {
    expect(isShowing({ enabled: true, showFrom: null, showUntil: null }, now)).toBe(true);
    expect(isShowing({ enabled: false, showFrom: null, showUntil: null }, now)).toBe(false);
    expect(isShowing({ enabled: true, showFrom: new Date('2026-11-23T08:00:01Z'), showUntil: null }, now)).toBe(false);
    expect(isShowing({ enabled: true, showFrom: new Date('2026-11-23T08:00:00Z'), showUntil: null }, now)).toBe(true);
    expect(isShowing({ enabled: true, showFrom: null, showUntil: new Date('2026-11-23T08:00:00Z') }, now)).toBe(false);
    expect(isShowing({ enabled: true, showFrom: new Date('2026-11-01T00:00:00Z'), showUntil: new Date('2026-12-01T00:00:00Z') }, now)).toBe(true);
  });

  it('accepts a reorder only when it names every id of the block exactly once', () => {
    expect(isSameIdSet([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isSameIdSet([1, 2, 3], [3, 1])).toBe(false);
    expect(isSameIdSet([1, 2, 3], [3, 1, 1])).toBe(false);
    expect(isSameIdSet([1, 2, 3], [3, 1, 4])).toBe(false);
    expect(isSameIdSet([], [])).toBe(true);
  });

  it('gives every block a distinct key in GET /official/home', () => {
    expect(new Set(HOME_BLOCKS.map((b) => HOME_BLOCK_DEFS[b].homeKey)).size).toBe(HOME_BLOCKS.length);
  });
});

describe('homeItemVerdict, homeBlockFullRefusal, homeSortRefusal (the server route and the mock decide with them)', () => {
  const item = (extra: Partial<ReturnType<typeof homeItemOfBody>> = {}) => ({ ...homeItemOfBody({ title: '' }), ...extra });
  const event = HOME_BLOCK_DEFS.recommended_event;
  const approved = { id: 7, name: '杭州马拉松', status: 'approved', cover: '/api/media/c.png' };

  it('refuses in the server order and completes 推荐赛事 from its competition', () => {
    expect(homeItemVerdict(HOME_BLOCK_DEFS.partner, item({ title: 'x', image: '/a.png', competition_id: 7 }), approved, undefined)).toEqual({ refusal: '合作伙伴不能关联赛事', badInput: true });
    expect(homeItemVerdict(event, item({ competition_id: 7 }), { ...approved, status: 'pending' }, undefined)).toEqual({ refusal: '只能关联已发布的赛事', badInput: false });
    expect(homeItemVerdict(event, item({ competition_id: 7 }), approved, 3)).toEqual({ refusal: '该赛事已在推荐赛事中', badInput: false });
    expect(homeItemVerdict(event, item({ competition_id: 7 }), approved, 3, 3)).toEqual({ item: item({ competition_id: 7, title: '杭州马拉松', image: '/api/media/c.png', link: '/match/7' }) });
    expect(homeItemVerdict(HOME_BLOCK_DEFS.headline, item({ title: '头条' }), undefined, undefined)).toEqual({ refusal: '请上传头条图片', badInput: true });
  });

  it('refuses a full block and an order that is not the block', () => {
    expect(homeBlockFullRefusal(event, HOME_BLOCK_MAX_ITEMS - 1)).toBeNull();
    expect(homeBlockFullRefusal(event, HOME_BLOCK_MAX_ITEMS)).toBe(`推荐赛事最多${HOME_BLOCK_MAX_ITEMS}条`);
    expect(homeSortRefusal([1, 2], [2, 1])).toBeNull();
    expect(homeSortRefusal([1, 2], [1])).toBe(HOME_ITEM_MESSAGES.stale);
  });
});
