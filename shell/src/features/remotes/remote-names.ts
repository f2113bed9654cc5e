/** Chinese names of the remotes, for the failure fallback. */
export const REMOTE_LABELS: Record<string, string> = {
  mf_official: '官网',
  mf_competition: '赛事管理',
  mf_finance: '财务管理',
  mf_venue: '场馆管理',
  mf_account: '账号管理',
};

export function remoteLabel(name: string): string {
  return REMOTE_LABELS[name] ?? name;
}
