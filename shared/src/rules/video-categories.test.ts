import { isVideoCoverUrl, VIDEO_MSG, videoFieldChanges, videoPublishProblem, videoStatusMove } from './video-categories';

describe('videoStatusMove (the server route and the mock publish and hide a video with it)', () => {
  const institutions = { adminHidden: false, mediaStatus: 'ready', institutionId: 1 };

  it('publishes a processed video and clears the admin’s hiding when the admin publishes it', () => {
    expect(videoStatusMove('published', institutions, false)).toEqual({ adminHidden: false });
    expect(videoStatusMove('published', { ...institutions, adminHidden: true }, true)).toEqual({ adminHidden: false });
  });

  it('refuses an institution publishing a video the admin hid, and a video not processed', () => {
    expect(videoStatusMove('published', { ...institutions, adminHidden: true }, false)).toEqual({ refusal: VIDEO_MSG.adminHidden });
    expect(videoStatusMove('published', { ...institutions, mediaStatus: 'processing' }, true)).toEqual({ refusal: VIDEO_MSG.notProcessed });
    expect(videoPublishProblem('failed')).toBe(VIDEO_MSG.failed);
  });

  it('hides: by the admin an institution’s video stays hidden from it, the platform’s own does not; an institution keeps the admin’s hiding', () => {
    expect(videoStatusMove('hidden', institutions, true)).toEqual({ adminHidden: true });
    expect(videoStatusMove('hidden', { ...institutions, institutionId: null }, true)).toEqual({ adminHidden: false });
    expect(videoStatusMove('hidden', institutions, false)).toEqual({ adminHidden: false });
    expect(videoStatusMove('hidden', { ...institutions, adminHidden: true }, false)).toEqual({ adminHidden: true });
  });
});

describe('isVideoCoverUrl', () => {
  it('takes a site path or an http(s) address, nothing protocol-relative or scripted', () => {
    expect(['/api/media/a.png', 'https://example.com/a.png', 'http://example.com/a.png'].every(isVideoCoverUrl)).toBe(true);
    expect(['//evil.example/a.png', 'javascript:alert(1)', 'data:image/png;base64,AA==', 'a.png'].some(isVideoCoverUrl)).toBe(false);
  });
});

describe('videoFieldChanges', () => {
  const ctx = { institutionId: 2, currentCover: '/img/a.png', competitionOwner: 2 };
  it('trims, keeps an unchanged cover out and takes a competition of the video institution', () => {
    expect(videoFieldChanges({ title: ' 决赛 ', description: ' 回放 ', cover: '/img/a.png', category: 1, competition_id: 5 }, ctx)).toEqual({
      changes: { title: '决赛', description: '回放', category: 1, competition_id: 5 },
    });
    expect(videoFieldChanges({ competition_id: 5 }, { ...ctx, institutionId: null, competitionOwner: 7 })).toEqual({ changes: { competition_id: 5 } });
  });
  it('refuses in order: title, cover, competition (missing, another institution, not managed, removed through it)', () => {
    expect(videoFieldChanges({ title: ' ', cover: 'javascript:1' }, ctx)).toEqual({ problem: VIDEO_MSG.titleRequired });
    expect(videoFieldChanges({ cover: 'javascript:1', competition_id: 9 }, ctx)).toEqual({ problem: VIDEO_MSG.badCover });
    expect(videoFieldChanges({ competition_id: 9 }, { ...ctx, competitionOwner: undefined })).toEqual({ problem: VIDEO_MSG.badCompetition });
    expect(videoFieldChanges({ competition_id: 9 }, { ...ctx, competitionOwner: 3 })).toEqual({ problem: VIDEO_MSG.badCompetition });
    expect(videoFieldChanges({ competition_id: 9 }, { ...ctx, viaCompetition: true, competitionManaged: false })).toEqual({ problem: VIDEO_MSG.badCompetition });
    expect(videoFieldChanges({ competition_id: null }, { ...ctx, viaCompetition: true })).toEqual({ problem: VIDEO_MSG.competitionRequired });
  });
});
