import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useSession } from 'shared';
import { useAdminConsole } from '../../layout';

/** /admin index: welcome and the pending counts of the user's menu, each linking to its menu item. */
export const DashboardPage = observer(function DashboardPage() {
  const session = useSession();
  const store = useAdminConsole();
  const pending = store.menu.flatMap((group) =>
    group.items.filter((item) => item.badge && item.badge.length > 0).map((item) => ({ group: group.title, item })),
  );
  const name = session.user?.nickname || session.user?.account || '';
  const institution = session.activeInstitution?.name;

  return (
    <div>
      <Typography.Title level={3}>欢迎{name ? `，${name}` : ''}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {session.isAdmin ? '平台管理员' : institution ? `当前机构：${institution}` : '个人用户'}
      </Typography.Paragraph>
      <Typography.Title level={5}>待处理事项</Typography.Title>
      {pending.length === 0 ? (
        <Empty description="暂无待处理事项" />
      ) : (
        <Row gutter={[16, 16]}>
          {pending.map(({ group, item }) => (
            <Col key={item.path} xs={24} sm={12} lg={8}>
              <Link to={item.path} aria-label={`${item.title} 待处理 ${item.badgeCount}`}>
                <Card hoverable>
                  <Statistic title={`${group} · ${item.title}`} value={item.badgeCount} suffix="项" />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </div>
  );
});
