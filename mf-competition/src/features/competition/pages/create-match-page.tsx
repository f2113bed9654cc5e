import { Card } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { useSession } from 'shared';
import type { CompetitionType } from '../api/types';
import { CompetitionForm } from '../components/competition-form';
import { managementPath } from '../components/competition-rules';

/**
 * CreateMatch (`/admin/create/match`, `/admin/create/activity`; route meta has_record) and, inside a series,
 * `/admin/institution/series/:id/:c_type/create|createActivity`. After creating → the match management base page.
 */
export const CreateMatchPage = observer(function CreateMatchPage({ cType }: { cType: CompetitionType }) {
  const session = useSession();
  const navigate = useNavigate();
  const { id } = useParams();
  const seriesId = id ? Number(id) : undefined;
  const noun = cType === 2 ? '活动' : '比赛';
  return (
    <Card title={seriesId ? `在系列中新建${noun}` : `新建${noun}`} variant="borderless">
      <CompetitionForm
        mode="create"
        cType={cType}
        institutionId={session.isAdmin ? undefined : session.activeInstitutionId}
        seriesId={seriesId}
        onCreated={(newId) => void navigate(managementPath({ id: newId, c_type: cType }))}
        onCancel={() => void navigate(-1)}
      />
    </Card>
  );
});

export const CreateMatchRoute = () => <CreateMatchPage cType={1} />;
export const CreateActivityRoute = () => <CreateMatchPage cType={2} />;
