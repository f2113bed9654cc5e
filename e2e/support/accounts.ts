// The demo accounts of the README (seeded on first start).
export const accounts = {
  admin: { account: 'admin', password: 'Admin@2026', mobile: '13800000001' },
  orgGov: { account: 'org_gov', password: 'Saishi@2026', mobile: '13800000002' },
  orgYouth: { account: 'org_youth', password: 'Saishi@2026', mobile: '13800000003' },
  venueManager: { account: 'venue_mgr', password: 'Saishi@2026', mobile: '13800000004' },
  athlete: { account: 'athlete', password: 'Saishi@2026', mobile: '13800000005' },
  referee: { account: 'referee', password: 'Saishi@2026', mobile: '13800000006' },
  orgMulti: { account: 'org_multi', password: 'Saishi@2026', mobile: '13800000007' },
} as const;
