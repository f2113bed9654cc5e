import { useEffect, useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Form, Input, Result, Select, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { LOADING_TEXT, useSession } from 'shared';
import { ARTICLE_MSG, articleHasContent } from 'shared/rules';
import { ImageUploadField } from 'shared/antd';
import { withdrawArticle } from '../api/article-actions';
import { getAdminColumns } from '../api/columns';
import { getArticleDetail } from '../api/get-article-detail';
import { createArticle, updateArticle } from '../api/save-article';
import type { ArticleColumn, ArticleDetail } from '../api/types';
import { mayManageArticles } from './article-status';
import { RichTextEditor } from './rich-text-editor';

interface FormValues {
  column_id?: number;
  title: string;
  author?: string;
  cover?: string;
  summary?: string;
  publish_at?: Dayjs | null;
  content: string;
}

export interface ArticleFormProps {
  /** 1 column article (edit), 2 type-B article (edit02). */
  kind: 1 | 2;
  /** Editing an existing article; none = a new one. */
  articleId?: number;
  /** Where to go after saving or cancelling. */
  backTo: string;
}

/**
 * The article editor of `edit` (column articles) and `edit02` (type-B articles): column, title, author, cover,
 * summary, scheduled publish time and the rich text. 保存草稿 keeps it a draft; 提交审核 sends an institution's
 * article to review; the platform's own and type-B articles are published by 发布.
 */
export const ArticleForm = observer(function ArticleForm({ kind, articleId, backTo }: ArticleFormProps) {
  const session = useSession();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [columns, setColumns] = useState<ArticleColumn[]>([]);
  const [article, setArticle] = useState<ArticleDetail | null>(null);
  const [loading, setLoading] = useState(articleId !== undefined);
  const [saving, setSaving] = useState<'draft' | 'submit' | null>(null);

  const isAdmin = session.isAdmin;
  const institutionId = isAdmin ? null : session.activeInstitutionId;
  // The platform's own articles and type-B articles publish without review.
  const ownerIsPlatform = article ? article.institution_id === null : isAdmin;
  const publishesDirectly = kind === 2 || ownerIsPlatform;

  useEffect(() => {
    if (kind === 1) getAdminColumns().then(setColumns, () => setColumns([]));
  }, [kind]);

  useEffect(() => {
    if (articleId === undefined) return;
    let live = true;
    setLoading(true);
    getArticleDetail(articleId)
      .then((a) => {
        if (!live) return;
        setArticle(a);
        form.setFieldsValue({
          column_id: a.column_id ?? undefined,
          title: a.title,
          author: a.author,
          cover: a.cover,
          summary: a.summary,
          // only a time still to come is a schedule; a past one is just when it went out
          publish_at: a.publish_at && dayjs(a.publish_at).isAfter(dayjs()) ? dayjs(a.publish_at) : null,
          content: a.content,
        });
      })
      .catch(() => live && setArticle(null))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [articleId, form]);

  if (kind === 2 && !isAdmin) return <Result status="403" title="只有平台管理员可以管理B类文章" />;
  if (!mayManageArticles(session)) return <Result status="403" title="当前机构没有资讯管理权限" subTitle="资讯管理仅对政府/事业单位、社会组织/协会、赛事运营机构开放" />;
  if (loading) return <Spin description={LOADING_TEXT} />;
  if (articleId !== undefined && !article) return <Result status="404" title="文章不存在或无权查看" extra={<Button onClick={() => navigate(backTo)}>返回列表</Button>} />;

  const pending = article?.status === 'pending';
  const livePlatformArticle = article?.status === 'approved' && publishesDirectly;

  const save = async (mode: 'draft' | 'submit') => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = {
      title: values.title.trim(),
      author: values.author?.trim() ?? '',
      summary: values.summary?.trim() ?? '',
      content: values.content ?? '',
      publish_at: values.publish_at ? values.publish_at.toISOString() : null,
      ...(kind === 1 ? { column_id: values.column_id ?? null } : {}),
      // an unchanged cover is not sent again (a demo image may not be an upload)
      ...(values.cover !== (article?.cover ?? '') ? { cover: values.cover ?? '' } : {}),
      submit: mode === 'submit' ? (1 as const) : (0 as const),
    };
    setSaving(mode);
    try {
      if (article) await updateArticle({ id: article.id, ...body });
      else await createArticle({ ...body, kind, institution_id: kind === 1 ? institutionId : null });
      message.success(livePlatformArticle ? '已保存' : mode === 'draft' ? '已保存草稿' : publishesDirectly ? '已发布' : '已提交审核，请等待平台审核');
      navigate(backTo);
    } catch {
      // the shared client shows the server's message
    } finally {
      setSaving(null);
    }
  };

  const withdraw = async () => {
    if (!article) return;
    try {
      await withdrawArticle(article.id);
      message.success('已撤回，文章回到草稿');
      const fresh = await getArticleDetail(article.id);
      setArticle(fresh);
    } catch {
      // shown by the shared client
    }
  };

  const title = article ? (kind === 2 ? '编辑B类文章' : '编辑文章') : kind === 2 ? '新建B类文章' : '新建文章';

  return (
    <Card title={title} variant="borderless">
      {pending ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="文章正在审核中，不能修改"
          action={
            <Button size="small" onClick={withdraw}>
              撤回审核
            </Button>
          }
        />
      ) : null}
      {article?.status === 'rejected' ? (
        <Alert type="error" showIcon style={{ marginBottom: 16 }} message="审核未通过" description={`驳回原因：${article.reject_reason || '-'}`} />
      ) : null}
      {article?.status === 'approved' && !publishesDirectly ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="这篇文章已发布。修改后文章将下线，需重新提交审核后才会再次发布。" />
      ) : null}
      <Form<FormValues> form={form} layout="vertical" disabled={pending} aria-label={title} initialValues={{ content: '', cover: '' }} style={{ maxWidth: 960 }}>
        {kind === 1 ? (
          <Form.Item name="column_id" label="栏目" rules={[{ required: true, message: ARTICLE_MSG.submitColumnMissing }]}>
            <Select
              placeholder="请选择栏目"
              options={columns.filter((c) => c.enabled === 1 || c.id === article?.column_id).map((c) => ({ value: c.id, label: c.name }))}
              style={{ maxWidth: 320 }}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: ARTICLE_MSG.submitTitleMissing }, { max: 100, message: '标题不能超过100个字符' }]}>
          <Input placeholder="请输入标题" showCount maxLength={100} />
        </Form.Item>
        <Form.Item name="author" label="作者" rules={[{ max: 32, message: '作者不能超过32个字符' }]}>
          <Input placeholder="选填，如：浙江省田径协会" style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item name="cover" label="封面图片" extra="列表中显示的图片，建议 16:9，不超过1M">
          <ImageUploadField use="cover" />
        </Form.Item>
        <Form.Item name="summary" label="摘要" rules={[{ max: 300, message: '摘要不能超过300个字符' }]}>
          <Input.TextArea rows={3} showCount maxLength={300} placeholder="选填，显示在列表中" />
        </Form.Item>
        <Form.Item name="publish_at" label="发布时间" extra={publishesDirectly ? '留空则立即发布；选择将来的时间则到时自动发布' : '留空则审核通过后立即发布；选择将来的时间则审核通过后到时自动发布'}>
          <DatePicker showTime format="YYYY-MM-DD HH:mm" placeholder="定时发布（选填）" />
        </Form.Item>
        <Form.Item
          name="content"
          label="文章内容"
          rules={[
            {
              validator: (_, v: string | undefined) => (articleHasContent(v ?? '') ? Promise.resolve() : Promise.reject(new Error(ARTICLE_MSG.submitContentMissing))),
            },
          ]}
        >
          <RichTextEditor imageUse="article" />
        </Form.Item>
        <Space>
          {livePlatformArticle ? (
            // a published article of the platform stays published: its changes go out with 保存
            <Button type="primary" onClick={() => save('draft')} loading={saving === 'draft'} disabled={saving !== null}>
              保存
            </Button>
          ) : (
            <>
              <Button onClick={() => save('draft')} loading={saving === 'draft'} disabled={pending || saving !== null}>
                保存草稿
              </Button>
              <Button type="primary" onClick={() => save('submit')} loading={saving === 'submit'} disabled={pending || saving !== null}>
                {publishesDirectly ? '发布' : '提交审核'}
              </Button>
            </>
          )}
          <Button onClick={() => navigate(backTo)} disabled={false}>
            取消
          </Button>
        </Space>
      </Form>
    </Card>
  );
});
