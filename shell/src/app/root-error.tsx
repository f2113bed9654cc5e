import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** errorElement of the root route: anything not caught by a remote's own boundary. */
export function RootError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在。"
        extra={
          <Button type="primary" onClick={() => window.location.assign('/')}>
            返回首页
          </Button>
        }
      />
    );
  }
  console.error(error);
  return (
    <Result
      status="500"
      title="页面出错了"
      subTitle="请刷新页面后重试，问题持续存在请联系平台客服。"
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          刷新页面
        </Button>
      }
    />
  );
}
