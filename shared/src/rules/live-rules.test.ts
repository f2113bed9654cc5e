import { LIVE_MSG, liveAdChanges, liveAdMediaToCheck, liveEditRefusal, liveMoveRefusal, liveQuota, liveRoomChanges, liveStatusAt, replayFileRefusal } from './live-rules';

describe('live rules', () => {
  const now = new Date('2026-06-01T00:00:00Z');

  it('counts a 未开始 room past its scheduled end as 已结束', () => {
    expect(liveStatusAt('未开始', '2026-05-31T00:00:00Z', now)).toBe('已结束');
    expect(liveStatusAt('未开始', '2026-06-02T00:00:00Z', now)).toBe('未开始');
    expect(liveStatusAt('直播中', '2026-05-31T00:00:00Z', now)).toBe('直播中');
  });

  it('moves 未开始 → 直播中 → 已结束 and refuses the rest in Chinese', () => {
    expect(liveMoveRefusal('未开始', '直播中')).toBeNull();
    expect(liveMoveRefusal('直播中', '直播中')).toBe('直播已开始');
    expect(liveMoveRefusal('已结束', '直播中')).toBe('直播已结束');
    expect(liveMoveRefusal('未开始', '已结束')).toBe('直播尚未开始');
    expect(liveEditRefusal('已结束', ['visibility'])).toBeNull();
    expect(liveEditRefusal('已结束', ['title'])).toBe('直播已结束，只能设置公开或隐藏');
    expect(replayFileRefusal('已结束', '', false)).toBe('请先设置回放');
    expect(replayFileRefusal('已结束', 'https://x/a.mp4', false)).toBe('回放不是 HLS 地址，可直接下载');
  });

  it('sums the rooms of paid packages within their validity', () => {
    const purchases = [
      { roomQuota: 10, validDays: 90, paidAt: '2026-05-01T00:00:00Z' },
      { roomQuota: 50, validDays: 10, paidAt: '2026-01-01T00:00:00Z' },
      { roomQuota: 5, validDays: 90, paidAt: null },
    ];
    expect(liveQuota(purchases, 12, now)).toEqual({ total: 10, used: 12, remaining: 0 });
  });

  it('checks a room create or edit once: trimmed fields, ISO times, the Chinese problem', () => {
    const isHls = (url: string) => url.endsWith('.m3u8');
    const ctx = { institutionId: 3, isHls };
    expect(liveRoomChanges({ title: ' 决赛 ', stream_url: 'https://v.example/a.m3u8', scheduled_start: '2026-12-01T10:00:00+08:00', scheduled_end: '2026-12-01T12:00:00+08:00' }, ctx)).toEqual({
      changes: { title: '决赛', stream_url: 'https://v.example/a.m3u8', scheduled_start: '2026-12-01T02:00:00.000Z', scheduled_end: '2026-12-01T04:00:00.000Z' },
    });
    expect(liveRoomChanges({ title: '  ' }, ctx)).toEqual({ problem: LIVE_MSG.titleEmpty });
    expect(liveRoomChanges({ stream_url: 'https://v.example/a.mp4' }, ctx)).toEqual({ problem: LIVE_MSG.streamUrl });
    expect(liveRoomChanges({ push_url: 'http://x' }, ctx)).toEqual({ problem: LIVE_MSG.pushUrl });
    const current = { cover: '/c.png', scheduled_start: '2026-12-01T02:00:00.000Z', scheduled_end: '2026-12-01T04:00:00.000Z' };
    expect(liveRoomChanges({ cover: '/c.png', scheduled_end: '2026-12-01T01:00:00.000Z' }, { ...ctx, current })).toEqual({ problem: LIVE_MSG.endBeforeStart });
    expect(liveRoomChanges({ cover: '/c.png' }, { ...ctx, current })).toEqual({ changes: {} });
    expect(liveRoomChanges({ competition_id: 9 }, ctx)).toEqual({ problem: LIVE_MSG.competitionMissing });
    expect(liveRoomChanges({ competition_id: 9 }, { ...ctx, competitionOwner: 4 })).toEqual({ problem: LIVE_MSG.competitionOfOther });
    expect(liveRoomChanges({ competition_id: 9 }, { ...ctx, competitionOwner: 3 })).toEqual({ changes: { competition_id: 9 } });
    expect(liveRoomChanges({ competition_id: null }, ctx)).toEqual({ changes: { competition_id: null } });
  });

  it('checks an ad in order: title, media, link, room; writes only what was sent, trimmed', () => {
    const current = { kind: 'image' as const, media_url: '/api/media/a.png' };
    const ok = { institutionId: 2, current, mediaUsable: true, roomOwner: 2 };
    expect(liveAdMediaToCheck({ title: 'x' }, current)).toBeNull();
    expect(liveAdMediaToCheck({ kind: 'video' }, current)).toEqual({ url: '/api/media/a.png', kind: 'video' });
    expect(liveAdMediaToCheck({ media_url: ' /api/media/b.mp4 ', kind: 'video' })).toEqual({ url: '/api/media/b.mp4', kind: 'video' });
    expect(liveAdChanges({ title: '  ', media_url: 'x', link: 'javascript:1' }, { ...ok, mediaUsable: false })).toEqual({ problem: LIVE_MSG.adTitleEmpty });
    expect(liveAdChanges({ kind: 'video' }, { ...ok, mediaUsable: false })).toEqual({ problem: LIVE_MSG.adMedia('video') });
    expect(liveAdChanges({ link: 'javascript:alert(1)', room_id: 9 }, { ...ok, roomOwner: undefined })).toEqual({ problem: LIVE_MSG.adLink });
    expect(liveAdChanges({ room_id: 9 }, { ...ok, roomOwner: 3 })).toEqual({ problem: LIVE_MSG.adRoomMissing });
    expect(liveAdChanges({ title: ' 片头 ', link: ' https://a.example/x ', room_id: null, enabled: 0 }, ok)).toEqual({ changes: { title: '片头', link: 'https://a.example/x', room_id: null, enabled: 0 } });
    expect(liveAdChanges({ media_url: '/api/media/c.png ', duration: 15 }, ok)).toEqual({ changes: { media_url: '/api/media/c.png', duration: 15 } });
  });
});
