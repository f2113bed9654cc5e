import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import HolderOutlined from '@ant-design/icons/HolderOutlined';
import { App, Button, Card, Checkbox, Empty, Form, InputNumber, List, Select, Space, Spin, Tag, Typography } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT } from 'shared';
import { getScoreRule } from '../api/get-score-rule';
import { saveScoreRule } from '../api/save-score-rule';
import type { ScoreRule, Tiebreaker } from '../api/types';
import { ItemSelect } from '../components/item-select';
import { reorder } from '../components/reorder';
import { ALL_TIEBREAKERS, DIRECTION_LABEL, isMeasured, MODEL_LABEL, TIEBREAKER_LABEL } from '../components/results-labels';
import { useChosenItem, useEventItems } from '../components/use-event-items';

type RuleForm = Omit<ScoreRule, 'event_item_id' | 'saved' | 'tiebreakers'>;
interface TiebreakerRow {
  key: Tiebreaker;
  enabled: boolean;
}

/** The saved order first (enabled), then the unused tiebreakers of the closed list (disabled). */
const rowsOf = (rule: ScoreRule): TiebreakerRow[] => [
  ...rule.tiebreakers.map((key) => ({ key, enabled: true })),
  ...ALL_TIEBREAKERS.filter((k) => !rule.tiebreakers.includes(k)).map((key) => ({ key, enabled: false })),
];

/**
 * 计分规则 (scoreRule, `…/scoreRule`): per event item the score model (比分/局分/计时/计量), the direction and precision of
 * timed/measured results, points for win/draw/loss/forfeit, the forfeit score and the ordered tiebreakers of the
 * standings (drag or 上移/下移, enable/disable). The server checks the rule (积分 first, no repeats, points not increasing).
 */
export default function ScoreRulePage() {
  const competitionId = Number(useParams().id);
  const items = useEventItems(competitionId);
  const [itemId, setItemId] = useChosenItem(items);
  const [rule, setRule] = useState<ScoreRule | null>(null);
  const [rows, setRows] = useState<TiebreakerRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<RuleForm>();
  const { message } = App.useApp();
  const model = Form.useWatch('model', form);

  useEffect(() => {
    if (itemId === undefined) return;
    let live = true;
    setRule(null);
    getScoreRule(itemId)
      .then((r) => {
        if (!live) return;
        setRule(r);
        setRows(rowsOf(r));
        form.setFieldsValue(r);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [itemId, form]);

  const move = (index: number, by: -1 | 1) => setRows((list) => reorder(list, index, index + by));
  // dragging a row onto another puts it at that row's place (上移/下移 do the same with the keyboard)
  const [dragging, setDragging] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  const endDrag = () => {
    setDragging(null);
    setDropTarget(null);
  };
  const toggle = (index: number, enabled: boolean) => setRows((list) => list.map((r, i) => (i === index ? { ...r, enabled } : r)));

  const save = async (values: RuleForm) => {
    if (itemId === undefined) return;
    setSaving(true);
    try {
      const saved = await saveScoreRule({
        event_item_id: itemId,
        model: values.model,
        direction: isMeasured(values.model) ? values.direction : undefined,
        precision: isMeasured(values.model) ? values.precision : undefined,
        points_win: values.points_win,
        points_draw: values.points_draw,
        points_loss: values.points_loss,
        points_forfeit: values.points_forfeit,
        forfeit_winner_score: values.forfeit_winner_score,
        forfeit_loser_score: values.forfeit_loser_score,
        tiebreakers: rows.filter((r) => r.enabled).map((r) => r.key),
      });
      setRule(saved);
      setRows(rowsOf(saved));
      message.success('计分规则已保存');
    } catch {
      // the shared client shows the server's refusal
    } finally {
      setSaving(false);
    }
  };

  if (items === null) return <Spin description={LOADING_TEXT} />;
  if (items.length === 0) return <Empty description="请先在报名设置中添加项目" />;

  return (
    <Card title="计分规则" extra={<ItemSelect items={items} value={itemId} onChange={setItemId} />}>
      {rule === null ? (
        <Spin description={LOADING_TEXT} />
      ) : (
        <Form<RuleForm> form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 14 }} onFinish={(v) => void save(v)}>
          {rule.saved === 0 ? (
            <Form.Item wrapperCol={{ offset: 4 }}>
              <Typography.Text type="secondary">该项目尚未设置计分规则，以下为默认规则，保存后生效。</Typography.Text>
            </Form.Item>
          ) : null}
          <Form.Item label="计分方式" name="model" rules={[{ required: true, message: '请选择计分方式' }]}>
            <Select aria-label="计分方式" options={Object.entries(MODEL_LABEL).map(([value, label]) => ({ value, label }))} />
          </Form.Item>
          {isMeasured(model ?? rule.model) ? (
            <>
              <Form.Item label="成绩方向" name="direction" rules={[{ required: true, message: '请选择成绩方向' }]}>
                <Select aria-label="成绩方向" options={Object.entries(DIRECTION_LABEL).map(([value, label]) => ({ value, label }))} />
              </Form.Item>
              <Form.Item label="小数位数" name="precision" rules={[{ required: true, message: '请填写小数位数' }]}>
                <InputNumber aria-label="小数位数" min={0} max={3} precision={0} />
              </Form.Item>
            </>
          ) : null}
          <Form.Item label="积分">
            <Space wrap>
              {(
                [
                  ['points_win', '胜'],
                  ['points_draw', '平'],
                  ['points_loss', '负'],
                  ['points_forfeit', '弃权'],
                ] as const
              ).map(([name, label]) => (
                <Form.Item key={name} name={name} noStyle rules={[{ required: true, message: `请填写${label}场积分` }]}>
                  <InputNumber aria-label={`${label}场积分`} addonBefore={label} min={-10} max={100} precision={0} style={{ width: 130 }} />
                </Form.Item>
              ))}
            </Space>
          </Form.Item>
          <Form.Item label="弃权比分">
            <Space>
              <Form.Item name="forfeit_winner_score" noStyle>
                <InputNumber aria-label="弃权胜方比分" addonBefore="胜方" min={0} precision={0} style={{ width: 130 }} />
              </Form.Item>
              <Form.Item name="forfeit_loser_score" noStyle>
                <InputNumber aria-label="弃权负方比分" addonBefore="负方" min={0} precision={0} style={{ width: 130 }} />
              </Form.Item>
            </Space>
          </Form.Item>
          <Form.Item label="排名规则" extra="积分相同时按从上到下的顺序依次比较；拖动或用上移/下移调整顺序，未勾选的规则不参与排名。">
            <div role="region" aria-label="排名规则">
              <List
                bordered
                size="small"
                locale={{ emptyText: EMPTY_TEXT }}
                dataSource={rows}
                renderItem={(row, index) => (
                  <List.Item
                    aria-label={TIEBREAKER_LABEL[row.key]}
                    draggable
                    onDragStart={(e) => {
                      setDragging(index);
                      e.dataTransfer?.setData('text/plain', row.key);
                      if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
                    }}
                    onDragOver={(e) => {
                      if (dragging === null) return;
                      e.preventDefault();
                      setDropTarget(index);
                    }}
                    onDrop={(e) => {
                      e.preventDefault();
                      if (dragging !== null) setRows((list) => reorder(list, dragging, index));
                      endDrag();
                    }}
                    onDragEnd={endDrag}
                    style={{
                      cursor: 'grab',
                      opacity: dragging === index ? 0.5 : 1,
                      background: dropTarget === index && dragging !== null && dragging !== index ? '#e6f4ff' : undefined,
                    }}
                    actions={[
                      <Button key="up" size="small" disabled={index === 0} onClick={() => move(index, -1)} aria-label={`上移${TIEBREAKER_LABEL[row.key]}`}>
                        上移
                      </Button>,
                      <Button key="down" size="small" disabled={index === rows.length - 1} onClick={() => move(index, 1)} aria-label={`下移${TIEBREAKER_LABEL[row.key]}`}>
                        下移
                      </Button>,
                    ]}
                  >
                    <HolderOutlined aria-hidden style={{ color: '#8c8c8c', marginInlineEnd: 8 }} />
                    <Checkbox checked={row.enabled} onChange={(e) => toggle(index, e.target.checked)}>
                      {TIEBREAKER_LABEL[row.key]}
                    </Checkbox>
                    {row.enabled ? <Tag color="blue">第 {rows.slice(0, index + 1).filter((r) => r.enabled).length} 项</Tag> : <Tag>不使用</Tag>}
                  </List.Item>
                )}
              />
            </div>
          </Form.Item>
          <Form.Item wrapperCol={{ offset: 4 }}>
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
