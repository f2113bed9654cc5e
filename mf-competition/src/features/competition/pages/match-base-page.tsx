import { Alert, Button, Card, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CompetitionChangeAlert } from '../components/competition-change-alert';
import { CompetitionDescriptions } from '../components/competition-descriptions';
import { CompetitionForm } from '../components/competition-form';
import { canDeleteStatus, canEditStatus, canFileStatus, canWithdrawStatus, typeText } from '../components/competition-rules';
import { HistoryTimeline } from '../components/history-timeline';
import { useManagedCompetition } from '../components/match-management-layout';
import { useCompetitionActions } from '../components/use-competition-actions';

/** 基本信息 (ActivityBase, `…/base`): view and edit the base info, status actions and the status history. */
export function MatchBasePage() {
  const { detail, reload, version } = useManagedCompetition();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit') === '1' && canEditStatus(detail.status);
  const setEditing = (on: boolean) => setParams(on ? { edit: '1' } : {}, { replace: true });
  const actions = useCompetitionActions((action) => {
    if (action === 'delete') void navigate('/admin/match/list', { replace: true });
    else void reload();
  });
  const noun = typeText(detail.c_type);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {detail.status === 'pending' ? <Alert type="info" showIcon title={`${noun}正在审核中，审核完成前不能修改。`} /> : null}
      <CompetitionChangeAlert detail={detail} onChanged={() => void reload()} />
      <Card
        title="基本信息"
        size="small"
        extra={
          editing ? null : (
            <Space>
              {canEditStatus(detail.status) ? (
                <Button type="primary" onClick={() => setEditing(true)}>
                  编辑
                </Button>
              ) : null}
              {canFileStatus(detail.status) ? <Button onClick={() => void actions.file(detail)}>提交报备</Button> : null}
              {canWithdrawStatus(detail.status) ? <Button onClick={() => void actions.withdraw(detail)}>撤回报备</Button> : null}
              {detail.can_own === 1 && canDeleteStatus(detail.status) ? (
                <Button danger onClick={() => void actions.remove(detail)}>
                  删除
                </Button>
              ) : null}
            </Space>
          )
        }
      >
        {editing ? (
          <CompetitionForm
            mode="edit"
            detail={detail}
            onSaved={() => {
              setEditing(false);
              void reload();
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <CompetitionDescriptions detail={detail} />
        )}
      </Card>
      <Card title="状态历史" size="small">
        <HistoryTimeline competitionId={detail.id} version={version} />
      </Card>
    </Space>
  );
}

export default MatchBasePage;
