import { Result } from 'antd';
import { UNDER_DEVELOPMENT_TEXT } from 'shared';

/** A page of the management menus that is not built yet says so (as the shell does for menu pages). */
export function UnderDevelopment({ title }: { title: string }) {
  return <Result status="info" title={UNDER_DEVELOPMENT_TEXT} subTitle={`「${title}」功能正在开发中，敬请期待。`} />;
}
