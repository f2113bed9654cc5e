import { useEffect, useState } from 'react';
import { App, Button, Input, Modal, Table, Tabs, Typography } from 'antd';
import { EMPTY_TEXT } from 'shared';
import { HIGHLIGHT_CAPTION_MAX, HIGHLIGHT_KIND_LABEL, HIGHLIGHT_KINDS } from 'shared/rules';
import { addHighlight, getHighlightCandidates, type HighlightCandidate, type HighlightKind } from '../api/highlights';

const PAGE = 10;

/** One kind's candidates: the competition's videos, album photos or results, searchable, each with 加入. */
function CandidateTable({ competitionId, kind, caption, onAdded }: { competitionId: number; kind: HighlightKind; caption: string; onAdded: () => void }) {
  const { message } = App.useApp();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [data, setData] = useState<{ list: HighlightCandidate[]; total: number } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    getHighlightCandidates({ id: competitionId, kind, keyword: keyword || undefined, start: (page - 1) * PAGE, count: PAGE })
      .then((d) => live && setData(d))
      .catch(() => live && setData({ list: [], total: 0 }));
    return () => {
      live = false;
    };
  }, [competitionId, kind, keyword, page, version]);

  const add = async (c: HighlightCandidate) => {
    setBusy(c.ref_id);
    try {
      await addHighlight({ competition_id: competitionId, kind, ref_id: c.ref_id, caption: caption.trim() });
      message.success(`已加入集锦：${c.title}`);
      setVersion((v) => v + 1);
      onAdded();
    } catch {
      // shown by the shared client
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Input.Search
        aria-label={`搜索${HIGHLIGHT_KIND_LABEL[kind]}`}
        placeholder={kind === 'result' ? '选手或项目' : '标题'}
        allowClear
        enterButton="搜索"
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
        style={{ marginBottom: 12, maxWidth: 360 }}
      />
      <Table<HighlightCandidate>
        aria-label={`可加入的${HIGHLIGHT_KIND_LABEL[kind]}`}
        rowKey="ref_id"
        size="small"
        loading={data === null}
        dataSource={data?.list ?? []}
        locale={{ emptyText: EMPTY_TEXT }}
        pagination={{ current: page, pageSize: PAGE, total: data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          {
            title: HIGHLIGHT_KIND_LABEL[kind],
            key: 'title',
            render: (_, c) => (
              <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                {c.image ? <img src={c.image} alt="" style={{ width: 64, height: 36, objectFit: 'cover', borderRadius: 4 }} /> : null}
                <span>
                  <Typography.Text>{c.title}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{c.detail}</Typography.Text>
                </span>
              </span>
            ),
          },
          {
            title: '操作',
            key: 'add',
            width: 90,
            render: (_, c) =>
              c.added ? (
                <Typography.Text type="secondary">已加入</Typography.Text>
              ) : (
                <Button size="small" type="link" aria-label={`加入：${c.title}`} loading={busy === c.ref_id} onClick={() => add(c)}>
                  加入
                </Button>
              ),
          },
        ]}
      />
    </>
  );
}

/** 添加集锦: a caption for what is added next (optional), and the competition's videos, photos and results by tab. */
export function AddHighlightModal({ competitionId, open, onClose, onAdded }: { competitionId: number; open: boolean; onClose: () => void; onAdded: () => void }) {
  const [caption, setCaption] = useState('');
  return (
    <Modal title="添加集锦" open={open} onCancel={onClose} footer={<Button onClick={onClose}>完成</Button>} width={720} destroyOnHidden>
      <Input
        aria-label="说明（选填）"
        placeholder="说明（选填），加入时一并保存"
        value={caption}
        maxLength={HIGHLIGHT_CAPTION_MAX}
        showCount
        onChange={(e) => setCaption(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Tabs
        items={HIGHLIGHT_KINDS.map((kind) => ({
          key: kind,
          label: HIGHLIGHT_KIND_LABEL[kind],
          children: <CandidateTable competitionId={competitionId} kind={kind} caption={caption} onAdded={onAdded} />,
        }))}
      />
    </Modal>
  );
}
