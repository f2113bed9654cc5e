import { isScheduled, mayManageArticles } from './article-status';

describe('article access and schedule rules', () => {
  it('lets the admin and institutions of types 1, 2 and 6 manage articles', () => {
    expect(mayManageArticles({ isAdmin: true, activeInstitution: null })).toBe(true);
    for (const type of [1, 2, 6]) expect(mayManageArticles({ isAdmin: false, activeInstitution: { institution_type: type } })).toBe(true);
    for (const type of [3, 4, 5]) expect(mayManageArticles({ isAdmin: false, activeInstitution: { institution_type: type } })).toBe(false);
    expect(mayManageArticles({ isAdmin: false, activeInstitution: null })).toBe(false);
  });

  it('calls an approved article with a future publish time scheduled', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(isScheduled({ status: 'approved', publish_at: '2026-06-02T00:00:00Z' }, now)).toBe(true);
    expect(isScheduled({ status: 'approved', publish_at: '2026-05-31T00:00:00Z' }, now)).toBe(false);
    expect(isScheduled({ status: 'pending', publish_at: '2026-06-02T00:00:00Z' }, now)).toBe(false);
  });
});
