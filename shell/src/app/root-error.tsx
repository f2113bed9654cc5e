import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PlainResult } from '../features/system/components/plain-result';

/** errorElement of the root route: anything not caught by a remote's own boundary. No antd (see PlainResult). */
export function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <PlainResult title="404" subTitle="抱歉，您访问的页面不存在。" actionText="返回首页" onAction={() => window.location.assign('/')} />;
  }
  console.error(error);
  return (
    <PlainResult
      title="页面出错了"
      subTitle="请刷新页面后重试，问题持续存在请联系平台客服。"
      actionText="刷新页面"
      onAction={() => window.location.reload()}
    />
  );
}
