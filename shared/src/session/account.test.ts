import { normalizeAccount, withActiveInstitution } from './account';

const md = (institution_id: number, sports_venues_id = 0, institution_type = 1) => ({
  institution_id,
  name: `机构${institution_id}`,
  logo: '',
  is_admin: 0 as const,
  sports_venues_id,
  institution_type,
});

describe('normalizeAccount (spec §3 fallbacks)', () => {
  it('institution id falls back to the first manager_data entry', () => {
    const account = normalizeAccount({ user_id: 5, institution_id: 0, manager_data: [md(12, 30), md(14)] });
    expect(account?.institution_id).toBe(12);
  });

  it('venue id behaves the same way', () => {
    const account = normalizeAccount({ user_id: 5, manager_data: [md(12, 30)] });
    expect(account?.venues_id).toBe(30);
    expect(account?.sports_venues_id).toBe(30);
  });

  it('otherwise 0', () => {
    const account = normalizeAccount({ user_id: 5, manager_data: [] });
    expect(account).toMatchObject({ institution_id: 0, venues_id: 0, sports_venues_id: 0, is_admin: 0, isPerson: 0 });
  });

  it('keeps explicit ids', () => {
    expect(normalizeAccount({ user_id: 5, institution_id: 14, venues_id: 2, manager_data: [md(12, 30), md(14)] })).toMatchObject({
      institution_id: 14,
      venues_id: 2,
    });
  });

  it('null for missing input', () => {
    expect(normalizeAccount(null)).toBeNull();
  });

  it('withActiveInstitution follows the chosen entry', () => {
    const account = normalizeAccount({ user_id: 5, manager_data: [md(12), md(14, 40, 4)] })!;
    expect(withActiveInstitution(account, 14)).toMatchObject({ institution_id: 14, sports_venues_id: 40, venues_id: 40 });
    expect(withActiveInstitution(account, 99)).toBe(account);
  });
});
