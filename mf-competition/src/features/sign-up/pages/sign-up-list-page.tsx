import { SignUpListView } from '../components/sign-up-list-view';

/** 个人报名名单 (ActivitySignUpList, `…/signUp_player`). */
export function PlayerSignUpListPage() {
  return <SignUpListView entryType="individual" />;
}

/** 团队报名名单 (ActivitySignUpTeamList, `…/signUp`). */
export function TeamSignUpListPage() {
  return <SignUpListView entryType="team" />;
}
