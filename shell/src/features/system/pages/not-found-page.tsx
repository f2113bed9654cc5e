import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** /404 */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在。"
      extra={
        <Button type="primary" onClick={() => void navigate('/', { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
