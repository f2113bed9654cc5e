import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Drawer, Empty, Form, Input, Space, Table, Tabs, Typography } from 'antd';
import { EMPTY_TEXT, formatDate, formatDateTime, LOADING_TEXT } from 'shared';
import { ListPage, StatusTag } from 'shared/antd';
import { getGradeList } from '../api/get-grade-list';
import { getGrades } from '../api/get-grades';
import type { GradeBoard, GradeCompetition, GradeListQuery, GradeRow, ResultStatus } from '../api/types';
import { formatValue, RESULT_STATUS } from '../components/results-labels';

function GradeBoardTable({ competitionId, eventItemId }: { competitionId: number; eventItemId: number }) {
  const [board, setBoard] = useState<GradeBoard | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    getGrades(competitionId, eventItemId)
      .then((b) => live && setBoard(b))
      .catch(() => live && setBoard('failed'));
    return () => {
      live = false;
    };
  }, [competitionId, eventItemId]);
  if (board === 'failed') return <Empty description={EMPTY_TEXT} />;
  return (
    <Table<GradeRow>
      aria-label="项目成绩"
      rowKey="sign_up_id"
      size="small"
      pagination={false}
      loading={{ spinning: board === null, description: LOADING_TEXT }}
      dataSource={board?.list ?? []}
      locale={{ emptyText: board === null ? LOADING_TEXT : EMPTY_TEXT }}
      columns={[
        { title: '名次', dataIndex: 'place', key: 'place', width: 70, render: (v: number | null) => v ?? '-' },
        { title: '姓名', dataIndex: 'entrant_name', key: 'entrant_name' },
        { title: '单位', dataIndex: 'affiliation', key: 'affiliation', render: (v: string) => v || '-' },
        { title: '成绩', dataIndex: 'value', key: 'value', render: (v: number | null) => formatValue(v, board === null ? 2 : board.precision) },
        { title: '状态', dataIndex: 'status', key: 'status', render: (v: ResultStatus | null) => (v ? <StatusTag status={v} map={RESULT_STATUS} /> : '-') },
      ]}
    />
  );
}

/** The results of one competition by item (tabs of the items that have results). */
function GradeDrawer({ competition, onClose }: { competition: GradeCompetition; onClose: () => void }) {
  return (
    <Drawer open width={720} title={`${competition.competition_name} · 成绩`} onClose={onClose}>
      {competition.items.length === 0 ? (
        <Empty description="该赛事暂无成绩" />
      ) : (
        <Tabs
          items={competition.items.map((i) => ({
            key: String(i.event_item_id),
            label: i.age_group ? `${i.name}（${i.age_group}）` : i.name,
            children: (
              <>
                <Typography.Paragraph type="secondary">
                  参赛 {i.entrant_count} 人，已录入 {i.result_count} 条成绩{i.updated_at ? `，最近更新 ${formatDateTime(i.updated_at)}` : ''}
                </Typography.Paragraph>
                <GradeBoardTable competitionId={competition.competition_id} eventItemId={i.event_item_id} />
              </>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}

/**
 * 成绩列表 (gradeList, `/admin/gradeManage/gradeList`): competitions with results — the platform admin sees approved
 * competitions, organisers their own and granted ones — filtered by keyword and sport; 查看成绩 opens the results by item.
 */
export default function GradeListPage() {
  const [open, setOpen] = useState<GradeCompetition | null>(null);
  return (
    <>
      <ListPage<GradeCompetition, GradeListQuery>
        title="成绩列表"
        fetcher={getGradeList}
        rowKey="competition_id"
        filters={
          <>
            <Form.Item name="keyword" label="赛事名称">
              <Input aria-label="赛事名称" allowClear placeholder="请输入赛事名称" />
            </Form.Item>
            <Form.Item name="sport" label="运动项目">
              <Input aria-label="运动项目" allowClear placeholder="如：田径" />
            </Form.Item>
          </>
        }
        columns={[
          { title: '赛事名称', dataIndex: 'competition_name', key: 'competition_name' },
          { title: '运动项目', dataIndex: 'sport', key: 'sport' },
          { title: '主办机构', dataIndex: 'institution_name', key: 'institution_name' },
          { title: '开始日期', dataIndex: 'start_at', key: 'start_at', render: (v: string) => formatDate(v) },
          { title: '成绩项目', key: 'items', render: (_: unknown, c) => c.items.map((i) => i.name).join('、') || '-' },
          { title: '成绩数', dataIndex: 'result_count', key: 'result_count' },
          { title: '最近更新', dataIndex: 'updated_at', key: 'updated_at', render: (v: string | null) => (v ? formatDateTime(v) : '-') },
          {
            title: '操作',
            key: 'actions',
            render: (_: unknown, c) => (
              <Space>
                <Button type="link" size="small" onClick={() => setOpen(c)} aria-label={`查看${c.competition_name}的成绩`}>
                  查看成绩
                </Button>
                {c.status === 'approved' ? (
                  // the public detail page; coming from gradeList it carries no section breadcrumb (docs/architecture.md)
                  <Link to={`/match/${c.competition_id}?tab=results`}>官网成绩</Link>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {open ? <GradeDrawer competition={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
