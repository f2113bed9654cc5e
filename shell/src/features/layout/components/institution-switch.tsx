import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useSession } from 'shared';

/** Header drop-down when the user manages more than one institution; switching reloads the menu. */
export const InstitutionSwitch = observer(function InstitutionSwitch() {
  const session = useSession();
  const institutions = session.institutions;
  if (institutions.length <= 1) return null;
  return (
    <Select
      aria-label="切换机构"
      style={{ minWidth: 200 }}
      value={session.activeInstitutionId}
      options={institutions.map((m) => ({ value: m.institution_id, label: m.name }))}
      onChange={(id: number) => session.setActiveInstitution(id)}
    />
  );
});
