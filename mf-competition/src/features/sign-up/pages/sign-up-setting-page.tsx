import { Result, Space, Spin } from 'antd';
import { useParams } from 'react-router-dom';
import { LOADING_TEXT } from 'shared';
import { EventItemTable } from '../components/event-item-table';
import { RefundPolicyCard } from '../components/refund-policy-card';
import { SignUpSettingsForm } from '../components/sign-up-settings-form';
import { useSignUpRequirement } from '../components/use-sign-up-requirement';

/** 报名设置 (ActivitySignUpSetting, `…/signUp/setting`): the sign-up settings, the event items and the 退款规则 of the competition. */
export function SignUpSettingPage() {
  const competitionId = Number(useParams().id);
  const { load, reload } = useSignUpRequirement(competitionId);

  if (load.state === 'loading') return <Spin description={LOADING_TEXT} style={{ display: 'block', padding: 48 }} />;
  if (load.state === 'failed') return <Result status="warning" title="报名设置加载失败，请刷新重试" />;
  const { settings, items } = load.requirement;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <SignUpSettingsForm settings={settings} onSaved={() => void reload()} />
      <EventItemTable competitionId={competitionId} items={items} onChanged={() => void reload()} />
      <RefundPolicyCard competitionId={competitionId} />
    </Space>
  );
}

export default SignUpSettingPage;
