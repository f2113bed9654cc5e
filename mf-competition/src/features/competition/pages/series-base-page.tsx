import { useState } from 'react';
import { App, Button, Card, Descriptions, Form, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from 'shared';
import { StatusTag, useConfirm } from 'shared/antd';
import { deleteSeries } from '../api/delete-series';
import type { CompetitionType } from '../api/types';
import { updateSeries } from '../api/update-series';
import { COMPETITION_TYPE } from '../components/competition-status';
import { useManagedSeries } from '../components/series-management-layout';
import { SeriesFields } from '../components/series-fields';

interface Values {
  name: string;
  c_type: CompetitionType;
  description?: string;
}

/** 系列信息 (SeriesBase, `…/series/:id/:c_type/base`): view, edit and delete (only without competitions). */
export function SeriesBasePage() {
  const { series, reload } = useManagedSeries();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async (v: Values) => {
    setSaving(true);
    try {
      await updateSeries({ id: series.id, name: v.name.trim(), c_type: v.c_type, description: v.description?.trim() ?? '' });
      message.success('保存成功');
      setEditing(false);
      await reload();
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  const remove = () =>
    confirm({ title: '删除系列', content: `确定删除系列「${series.name}」吗？`, danger: true }, async () => {
      try {
        await deleteSeries(series.id);
        message.success('已删除');
        void navigate('/admin/match/list', { replace: true });
      } catch {
        // shown by the shared client (e.g. 该系列下还有赛事，不能删除)
      }
    });

  return (
    <Card
      title="系列信息"
      size="small"
      extra={
        editing ? null : (
          <Space>
            <Button type="primary" onClick={() => setEditing(true)}>
              编辑
            </Button>
            <Button danger onClick={() => void remove()}>
              删除
            </Button>
          </Space>
        )
      }
    >
      {editing ? (
        <Form<Values> layout="vertical" aria-label="编辑系列" initialValues={{ name: series.name, c_type: series.c_type, description: series.description }} onFinish={save} style={{ maxWidth: 640 }}>
          <SeriesFields />
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
            <Button onClick={() => setEditing(false)}>取消</Button>
          </Space>
        </Form>
      ) : (
        <Descriptions
          bordered
          size="small"
          column={1}
          items={[
            { key: 'name', label: '系列名称', children: series.name },
            { key: 'type', label: '类型', children: <StatusTag status={series.c_type} map={COMPETITION_TYPE} /> },
            { key: 'institution', label: '主办机构', children: series.institution_name },
            { key: 'count', label: '赛事数', children: series.competition_count },
            { key: 'description', label: '系列介绍', children: series.description || '-' },
            { key: 'created', label: '创建时间', children: formatDateTime(series.created_at) },
          ]}
        />
      )}
    </Card>
  );
}

export default SeriesBasePage;
