import { Card, Result } from 'antd';

/** What a money page of an institution says to an account without one (a personal user, the platform admin). */
export function NoInstitution({ title }: { title: string }) {
  return (
    <Card title={title} variant="borderless">
      <Result status="info" title="当前账号没有可管理的机构" subTitle="资金账户属于机构：请切换到您管理的机构后再查看。" />
    </Card>
  );
}
