import { Badge, Card, Result, Spin, Tabs } from 'antd';
import { useParams } from 'react-router-dom';
import { LOADING_TEXT, useRootStore } from 'shared';
import { SignUpReviewPanel } from '../components/sign-up-review-panel';
import { useSignUpRequirement } from '../components/use-sign-up-requirement';

/**
 * 报名审核 (ActivitySignUpApplyList / ActivitySignUpApplyTeamList, `…/signUp_apply`): tabs of individual and team
 * entries waiting for review. After a review the item counts and the shell's badges (msg_count) refresh.
 */
export function SignUpReviewPage() {
  const competitionId = Number(useParams().id);
  const { ui } = useRootStore();
  const { load, reload } = useSignUpRequirement(competitionId);

  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'failed') return <Result status="warning" title="报名数据加载失败，请刷新重试" />;
  const { items, settings } = load.requirement;
  const pendingOf = (type: 'individual' | 'team') => items.filter((i) => i.entry_type === type).reduce((n, i) => n + i.pending_count, 0);
  const onReviewed = () => {
    void reload();
    ui.requestCountsReload();
  };

  return (
    <Card title="报名审核" variant="borderless">
      <Tabs
        destroyOnHidden
        items={(['individual', 'team'] as const).map((type) => ({
          key: type,
          label: (
            <Badge count={pendingOf(type)} size="small" offset={[8, 0]}>
              {type === 'team' ? '团队报名' : '个人报名'}
            </Badge>
          ),
          children: (
            <SignUpReviewPanel competitionId={competitionId} entryType={type} items={items.filter((i) => i.entry_type === type)} customFields={settings.custom_fields} onReviewed={onReviewed} />
          ),
        }))}
      />
    </Card>
  );
}

export default SignUpReviewPage;
