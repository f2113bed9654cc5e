import { App, Button, Form, Input, Space, Tag, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { formatDate, type ListResult } from 'shared';
import { HOME_BLOCK_DEFS } from 'shared/rules';
import { ListPage, useConfirm } from 'shared/antd';
import {
  createHomeBlockItem,
  deleteHomeBlockItem,
  getRecommendCandidates,
  type HomeBlockItemInput,
  type HomeCompetitionCandidate,
} from '../api/home-block-api';
import { HomeItemForm } from '../components/home-item-form';

type Query = { keyword?: string };

const headlineDef = HOME_BLOCK_DEFS.headline;

/**
 * matchmanage/matchEventList 赛事推荐: published competitions and whether each is a 推荐赛事 or a 头条 of the
 * official home page; one click recommends it (title, cover and link from the competition) or takes it off, and
 * 设为头条 opens the headline form filled from the competition (a headline needs its own wide image).
 */
export function MatchEventListPage() {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [version, setVersion] = useState(0);
  const [headlineDraft, setHeadlineDraft] = useState<HomeCompetitionCandidate | null>(null);
  const reload = () => setVersion((v) => v + 1);

  // the list is rebuilt after each change (key = version); the last search stays
  const [keyword, setKeyword] = useState<string | undefined>();
  const fetcher = (query: Query & { start: number; count: number }): Promise<ListResult<HomeCompetitionCandidate>> => getRecommendCandidates(query);

  const recommend = async (c: HomeCompetitionCandidate) => {
    try {
      await createHomeBlockItem('recommended_event', {
        title: '',
        subtitle: '',
        image: '',
        link: '',
        video_url: '',
        competition_id: c.id,
        is_show: true,
        show_from: null,
        show_until: null,
      });
      message.success('已推荐到首页');
      reload();
    } catch {
      // message shown by the client
    }
  };

  const takeOff = async (c: HomeCompetitionCandidate, block: 'recommended_event' | 'headline', id: number) => {
    const what = HOME_BLOCK_DEFS[block].title;
    await confirm({ content: `确定将「${c.name}」从首页${what}中移除吗？` }, async () => {
      await deleteHomeBlockItem(block, id);
      message.success(`已从${what}移除`);
      reload();
    });
  };

  // the form restarts from this draft whenever it changes: keep it stable while the modal is open
  const headlineItem = useMemo(
    () =>
      headlineDraft
        ? {
            title: headlineDraft.name,
            subtitle: `${formatDate(headlineDraft.start_at)} · ${headlineDraft.location}`,
            image: headlineDraft.cover,
            link: `/match/${headlineDraft.id}`,
            competition_id: headlineDraft.id,
            competition_name: headlineDraft.name,
            is_show: true,
          }
        : null,
    [headlineDraft],
  );

  const saveHeadline = async (input: HomeBlockItemInput) => {
    await createHomeBlockItem('headline', input);
    message.success('已设为头条');
    setHeadlineDraft(null);
    reload();
  };

  const columns: TableColumnsType<HomeCompetitionCandidate> = [
    { key: 'name', title: '赛事名称', dataIndex: 'name' },
    { key: 'type', title: '类型', render: (_, c) => (c.c_type === 2 ? '活动' : '比赛') },
    { key: 'sport', title: '运动项目', dataIndex: 'sport' },
    { key: 'start_at', title: '开始日期', render: (_, c) => formatDate(c.start_at) },
    { key: 'location', title: '举办地点', dataIndex: 'location' },
    {
      key: 'home',
      title: '首页状态',
      render: (_, c) => (
        <Space size={4} wrap>
          {c.recommended_id ? <Tag color="orange">推荐赛事</Tag> : null}
          {c.headline_id ? <Tag color="blue">头条</Tag> : null}
          {!c.recommended_id && !c.headline_id ? <Tag>未推荐</Tag> : null}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: '操作',
      fixed: 'right',
      render: (_, c) => (
        <Space size={0}>
          {c.recommended_id ? (
            <Button type="link" aria-label={`取消推荐：${c.name}`} onClick={() => void takeOff(c, 'recommended_event', c.recommended_id!)}>
              取消推荐
            </Button>
          ) : (
            <Button type="link" aria-label={`推荐到首页：${c.name}`} onClick={() => void recommend(c)}>
              推荐到首页
            </Button>
          )}
          {c.headline_id ? (
            <Button type="link" aria-label={`取消头条：${c.name}`} onClick={() => void takeOff(c, 'headline', c.headline_id!)}>
              取消头条
            </Button>
          ) : (
            <Button type="link" aria-label={`设为头条：${c.name}`} onClick={() => setHeadlineDraft(c)}>
              设为头条
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<HomeCompetitionCandidate, Query, { keyword?: string }>
        key={version}
        title="赛事推荐"
        fetcher={fetcher}
        columns={columns}
        rowKey="id"
        initialValues={{ keyword }}
        toQuery={(v) => {
          const next = v.keyword?.trim() || undefined;
          if (next !== keyword) setKeyword(next);
          return { keyword: next };
        }}
        filters={
          <Form.Item name="keyword" label="赛事名称">
            <Input allowClear placeholder="请输入赛事名称" />
          </Form.Item>
        }
      />
      <HomeItemForm
        def={headlineDef}
        editing={false}
        open={headlineDraft !== null}
        item={headlineItem}
        onCancel={() => setHeadlineDraft(null)}
        onSubmit={saveHeadline}
      />
    </>
  );
}

export default MatchEventListPage;
