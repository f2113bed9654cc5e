import { ONBOARDING_LISTS, type OnboardingListName } from 'shared/rules';
import { useRouteHandle } from '../../../app/use-route-handle';
import { ApplicationList } from '../components/application-list';

/** The seven 入驻管理 menus (government, societyList, …, residenceList): one list, its kind from the route's name. */
export function OnboardingListPage() {
  const name = useRouteHandle<{ name: string }>().name;
  const list = ONBOARDING_LISTS.find((l) => l.name === name)?.name ?? ('residenceList' satisfies OnboardingListName);
  return <ApplicationList list={list} />;
}

export default OnboardingListPage;
