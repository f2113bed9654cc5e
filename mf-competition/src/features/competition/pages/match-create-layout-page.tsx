import { Card, Col, Row, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { typeOf } from '../components/competition-rules';

const CHOICES = [
  { cType: 1, path: '/admin/create/match', title: '比赛', text: '有参赛者、赛程和成绩的正式比赛：联赛、杯赛、锦标赛等。' },
  { cType: 2, path: '/admin/create/activity', title: '活动', text: '以报名和参与为主的活动：健步走、打卡挑战、公益赛等。' },
] as const;

/** MatchCreateLayout (`/admin/create/record?type=1`): choose 比赛 or 活动, then the create form. */
export function MatchCreateLayoutPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const suggested = typeOf(params.get('type'));
  return (
    <Card title="新建赛事" variant="borderless">
      <Typography.Paragraph>请选择要创建的类型：</Typography.Paragraph>
      <Row gutter={16}>
        {CHOICES.map((c) => (
          <Col key={c.cType} xs={24} md={12}>
            <Card
              hoverable
              role="button"
              aria-label={`新建${c.title}`}
              tabIndex={0}
              onClick={() => void navigate(c.path)}
              onKeyDown={(e) => e.key === 'Enter' && void navigate(c.path)}
              style={{ borderColor: c.cType === suggested ? '#1677ff' : undefined, marginBottom: 16 }}
            >
              <Typography.Title level={4}>新建{c.title}</Typography.Title>
              <Typography.Text type="secondary">{c.text}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

export default MatchCreateLayoutPage;
