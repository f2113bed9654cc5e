import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Space, Table, Typography } from 'antd';
import { EMPTY_TEXT, formatDateTime, LOADING_TEXT } from 'shared';
import { useConfirm } from 'shared/antd';
import { getCompetitionManagers } from '../api/get-competition-managers';
import { regeneratePermissionCode } from '../api/regenerate-permission-code';
import { revokeCompetitionManager } from '../api/revoke-competition-manager';
import type { CompetitionManager } from '../api/types';
import { useManagedCompetition } from '../components/match-management-layout';

/**
 * 管理权限 (ActivityCode, `…/code`): the management permission code another institution's user redeems (赛事列表 →
 * 使用管理权限码) to manage this competition, 重新生成 (the old code stops working), and the grant holders with 撤销.
 * Owner institution and platform admin only (the server refuses everyone else).
 */
export function MatchCodePage() {
  const { detail, reload } = useManagedCompetition();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [managers, setManagers] = useState<CompetitionManager[] | null>(null);

  const loadManagers = useCallback(async () => {
    try {
      setManagers((await getCompetitionManagers(detail.id)).list);
    } catch {
      setManagers([]);
    }
  }, [detail.id]);

  useEffect(() => {
    void loadManagers();
  }, [loadManagers]);

  if (detail.can_own !== 1) {
    return <Typography.Paragraph>只有赛事所属机构可以查看和管理权限码。</Typography.Paragraph>;
  }

  const regenerate = () =>
    confirm({ title: '重新生成管理权限码', content: '重新生成后，旧的权限码立即失效；已获得授权的用户不受影响。' }, async () => {
      try {
        await regeneratePermissionCode(detail.id);
        message.success('已生成新的管理权限码');
        await reload();
      } catch {
        // shown by the shared client
      }
    });

  const revoke = (m: CompetitionManager) =>
    confirm({ title: '撤销管理授权', content: `确定撤销「${m.nickname || m.account}」对本赛事的管理权限吗？`, danger: true }, async () => {
      try {
        await revokeCompetitionManager(detail.id, m.user_id);
        message.success('已撤销');
        await loadManagers();
      } catch {
        // shown by the shared client
      }
    });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title="管理权限码" size="small" extra={<Button onClick={() => void regenerate()}>重新生成</Button>}>
        <Typography.Paragraph>把权限码发给协助管理本赛事的其他机构用户，对方在「赛事列表 → 使用管理权限码」中输入后即可管理本赛事。</Typography.Paragraph>
        <Typography.Text strong copyable={{ text: detail.permission_code, tooltips: ['复制', '已复制'] }} style={{ fontSize: 20, letterSpacing: 2 }} aria-label="管理权限码">
          {detail.permission_code}
        </Typography.Text>
      </Card>
      <Card title="已授权的用户" size="small">
        <Table<CompetitionManager>
          rowKey="user_id"
          size="small"
          pagination={false}
          loading={{ spinning: managers === null, description: LOADING_TEXT }}
          dataSource={managers ?? []}
          locale={{ emptyText: managers === null ? LOADING_TEXT : EMPTY_TEXT }}
          columns={[
            { title: '账号', dataIndex: 'account', key: 'account' },
            { title: '昵称', dataIndex: 'nickname', key: 'nickname', render: (v: string) => v || '-' },
            { title: '授权时间', dataIndex: 'granted_at', key: 'granted_at', render: (v: string) => formatDateTime(v) },
            {
              title: '操作',
              key: 'actions',
              render: (_: unknown, m: CompetitionManager) => (
                <Button type="link" size="small" danger onClick={() => void revoke(m)}>
                  撤销
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}

export default MatchCodePage;
