import { Button, Result } from 'antd';

/** /maintenance (spec §2.4). */
export function MaintenancePage() {
  return (
    <Result
      status="500"
      title="系统维护中"
      subTitle="中心系统正在升级，请稍后重试"
      extra={
        <Button type="primary" onClick={() => window.location.assign('/')}>
          重试
        </Button>
      }
    />
  );
}
