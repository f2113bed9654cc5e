import { useState } from 'react';
import { Alert, App, Button, Card, Form, Space } from 'antd';
import { useNavigate } from 'react-router-dom';
import { seriesTransition } from 'shared/rules';
import { useConfirm } from 'shared/antd';
import { deleteSeries } from '../api/delete-series';
import type { CompetitionType } from '../api/types';
import { updateSeries } from '../api/update-series';
import { useManagedSeries } from '../components/series-management-layout';
import { SeriesDescriptions } from '../components/series-descriptions';
import { SeriesFields } from '../components/series-fields';

interface Values {
  name: string;
  c_type: CompetitionType;
  description?: string;
}

/**
 * 系列信息 (SeriesBase, `…/series/:id/:c_type/base`): view, edit and delete (only without competitions); while the
 * series' filing waits for review nothing of it changes (seriesTransition 'edit').
 */
export function SeriesBasePage() {
  const { series, reload } = useManagedSeries();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const editable = seriesTransition(series.status, 'edit');

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
        editing || !editable.ok ? null : (
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
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {editable.ok ? null : <Alert type="info" showIcon title={editable.msg} />}
          <SeriesDescriptions series={series} />
        </Space>
      )}
    </Card>
  );
}

export default SeriesBasePage;

/**
 * 系列信息 read-only (manSeriesBase, `…/base2`): for a user who manages a competition of the series through its
 * management permission code (ActivityCode) but not the series; the server refuses them every change.
 */
export function ManSeriesBasePage() {
  const { series } = useManagedSeries();
  return (
    <Card title="系列信息" size="small">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="info" showIcon title="您通过管理权限码管理该系列中的赛事，系列信息仅供查看；修改与报备由系列所属机构进行。" />
        <SeriesDescriptions series={series} />
      </Space>
    </Card>
  );
}
