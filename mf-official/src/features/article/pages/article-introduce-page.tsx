import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal, Result, Space, Spin, Switch, Table, Tabs, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { observer } from 'mobx-react-lite';
import { EMPTY_TEXT, LOADING_TEXT, useSession } from 'shared';
import { useConfirm } from 'shared/antd';
import { getAgreement, saveAgreement } from '../api/agreement';
import { createColumn, deleteColumn, getAdminColumns, updateColumn } from '../api/columns';
import type { ArticleColumn } from '../api/types';
import { mayManageArticles } from '../components/article-status';
import { RichTextEditor } from '../components/rich-text-editor';

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();

interface ColumnValues {
  name: string;
  sort: number;
  is_show: boolean;
  introduction: string;
}

/** 新增栏目 / 编辑栏目: name, order, shown on the site, introduction (rich text). */
function ColumnModal({ column, onClose, onSaved }: { column: ArticleColumn | null; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ColumnValues>();
  const [saving, setSaving] = useState(false);
  const initialValues: ColumnValues = column
    ? { name: column.name, sort: column.sort, is_show: column.enabled === 1, introduction: column.introduction }
    : { name: '', sort: 0, is_show: true, introduction: '' };

  const submit = async (v: ColumnValues) => {
    setSaving(true);
    const body = { name: v.name.trim(), sort: v.sort ?? 0, is_show: v.is_show ? (1 as const) : (0 as const), introduction: v.introduction ?? '' };
    try {
      if (column) await updateColumn({ id: column.id, ...body });
      else await createColumn(body);
      message.success(column ? '栏目已保存' : '栏目已新增');
      onSaved();
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={column ? '编辑栏目' : '新增栏目'} okText="确定" cancelText="取消" onOk={() => form.submit()} onCancel={onClose} confirmLoading={saving} width={760}>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initialValues} aria-label={column ? '编辑栏目' : '新增栏目'}>
        <Form.Item name="name" label="栏目名称" rules={[{ required: true, whitespace: true, message: '请填写栏目名称' }, { max: 16, message: '栏目名称不能超过16个字符' }]}>
          <Input placeholder="如：新闻动态" />
        </Form.Item>
        <Space size={24}>
          <Form.Item name="sort" label="排序" extra="数字越小越靠前">
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="is_show" label="在官网显示" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
        <Form.Item name="introduction" label="栏目介绍">
          <RichTextEditor imageUse="article" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The user agreement (用户协议, /agreement): title and rich text, platform admin. */
function AgreementEditor() {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ title: string; content: string }>();
  const [loading, setLoading] = useState(true);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    getAgreement()
      .then((a) => form.setFieldsValue({ title: a.title, content: a.content }))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, [form]);

  const submit = async (v: { title: string; content: string }) => {
    setSaving(true);
    try {
      const saved = await saveAgreement({ title: v.title.trim(), content: v.content });
      form.setFieldsValue({ title: saved.title, content: saved.content });
      message.success('用户协议已保存');
    } catch {
      // shown by the shared client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Spin spinning={loading} description={LOADING_TEXT}>
    <Form form={form} layout="vertical" onFinish={submit} aria-label="用户协议" style={{ maxWidth: 960 }}>
      <Form.Item name="title" label="协议标题" rules={[{ required: true, whitespace: true, message: '请填写协议标题' }, { max: 64, message: '协议标题不能超过64个字符' }]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="content"
        label="协议内容"
        rules={[{ validator: (_, v: string | undefined) => (v && v.replace(/<[^>]*>/g, '').trim() ? Promise.resolve() : Promise.reject(new Error('请填写协议内容'))) }]}
      >
        <RichTextEditor imageUse="article" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存协议
        </Button>
        <a href="/agreement" target="_blank" rel="noreferrer">
          查看用户协议页面
        </a>
      </Space>
    </Form>
    </Spin>
  );
}

/**
 * 栏目介绍 (ArticleIntroduce): the information columns (栏目) and what each is for. The platform admin adds,
 * edits, orders, hides and deletes columns and keeps the user agreement; institutions read which columns they can
 * write for.
 */
export const ArticleIntroducePage = observer(function ArticleIntroducePage() {
  const session = useSession();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const [columns, setColumns] = useState<ArticleColumn[] | null>(null);
  const [editing, setEditing] = useState<{ column: ArticleColumn | null } | null>(null);

  const load = useCallback(() => {
    getAdminColumns().then(setColumns, () => setColumns([]));
  }, []);
  useEffect(load, [load]);

  if (!mayManageArticles(session)) {
    return <Result status="403" title="当前机构没有资讯管理权限" subTitle="资讯管理仅对政府/事业单位、社会组织/协会、赛事运营机构开放" />;
  }

  if (!session.isAdmin) {
    return (
      <Card title="栏目介绍" variant="borderless">
        {columns === null ? (
          <Spin description={LOADING_TEXT} />
        ) : (
          <Space orientation="vertical" size={12} style={{ width: '100%' }} role="list" aria-label="栏目">
            {columns.filter((c) => c.enabled === 1).length === 0 ? <div>{EMPTY_TEXT}</div> : null}
            {columns
              .filter((c) => c.enabled === 1)
              .map((c) => (
                <Card
                  key={c.id}
                  size="small"
                  role="listitem"
                  title={
                    <Space>
                      {c.name}
                      <Tag>已发布 {c.article_count} 篇</Tag>
                    </Space>
                  }
                >
                  <div dangerouslySetInnerHTML={{ __html: c.introduction }} />
                </Card>
              ))}
          </Space>
        )}
      </Card>
    );
  }

  const tableColumns: TableColumnsType<ArticleColumn> = [
    { title: '栏目名称', dataIndex: 'name', key: 'name' },
    { title: '栏目介绍', dataIndex: 'introduction', key: 'introduction', render: (v: string) => textOf(v) || '-', ellipsis: true },
    { title: '排序', dataIndex: 'sort', key: 'sort' },
    { title: '官网显示', dataIndex: 'enabled', key: 'enabled', render: (v: number) => (v === 1 ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>) },
    { title: '已发布文章', dataIndex: 'article_count', key: 'article_count' },
    {
      title: '操作',
      key: 'actions',
      render: (_: unknown, c: ArticleColumn) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setEditing({ column: c })} aria-label={`编辑栏目 ${c.name}`}>
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            danger
            aria-label={`删除栏目 ${c.name}`}
            onClick={() =>
              confirm({ content: `确定删除栏目「${c.name}」吗？栏目下有文章时不能删除。`, danger: true }, async () => {
                try {
                  await deleteColumn(c.id);
                  message.success('栏目已删除');
                  load();
                } catch {
                  // shown by the shared client
                }
              })
            }
          >
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card title="栏目介绍" variant="borderless">
      <Tabs
        items={[
          {
            key: 'columns',
            label: '资讯栏目',
            children: (
              <>
                <div style={{ marginBottom: 16, textAlign: 'right' }}>
                  <Button type="primary" onClick={() => setEditing({ column: null })}>
                    新增栏目
                  </Button>
                </div>
                <Table<ArticleColumn>
                  rowKey="id"
                  columns={tableColumns}
                  dataSource={columns ?? []}
                  loading={{ spinning: columns === null, description: LOADING_TEXT }}
                  locale={{ emptyText: columns === null ? LOADING_TEXT : EMPTY_TEXT }}
                  pagination={false}
                />
              </>
            ),
          },
          { key: 'agreement', label: '用户协议', children: <AgreementEditor /> },
        ]}
      />
      {editing ? (
        <ColumnModal
          column={editing.column}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            load();
          }}
        />
      ) : null}
    </Card>
  );
});

export default ArticleIntroducePage;
