import { useEffect, useState } from 'react';
import { App, Card, List, Switch, Tag, Typography } from 'antd';
import { EMPTY_TEXT, LOADING_TEXT, http } from 'shared';
import type { components } from 'shared/api-schema';

type MyPerson = components['schemas']['MyPerson'];

const KIND: Record<MyPerson['kind'], string> = { athlete: '运动员', referee: '裁判员' };
const STATUS: Record<MyPerson['status'], { text: string; color: string }> = {
  pending: { text: '待审核', color: 'orange' },
  approved: { text: '已通过', color: 'green' },
  rejected: { text: '已驳回', color: 'red' },
};

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; list: MyPerson[] };

/**
 * 我的运动员/裁判员注册 with the 在官网公开 switch of each registration (GET /user/persons, POST /user/person/public).
 * Off by default; only an approved registration that is switched on appears under 人员 on the official site.
 */
export function PublicProfileCard() {
  const { message } = App.useApp();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    let alive = true;
    http
      .get('/user/persons')
      .then(({ list }) => alive && setLoad({ state: 'ready', list }))
      .catch(() => alive && setLoad({ state: 'failed' }));
    return () => {
      alive = false;
    };
  }, []);

  const toggle = async (person: MyPerson, on: boolean) => {
    setBusy(person.id);
    try {
      await http.post('/user/person/public', { id: person.id, is_public: on ? 1 : 0 });
      setLoad((l) => (l.state === 'ready' ? { ...l, list: l.list.map((p) => (p.id === person.id ? { ...p, is_public: on ? 1 : 0 } : p)) } : l));
      message.success(on ? '已在官网公开' : '已取消公开');
    } catch {
      // The shared client has shown the server's reason.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card title="我的运动员/裁判员注册" style={{ marginTop: 16 }}>
      {load.state === 'ready' && load.list.length > 0 ? (
        <List
          dataSource={load.list}
          renderItem={(p) => (
            <List.Item
              actions={[
                <span key="public" style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                  在官网公开
                  <Switch
                    aria-label={`${KIND[p.kind]}${p.real_name}${p.sport ? `（${p.sport}）` : ''}在官网公开`}
                    checked={p.is_public === 1}
                    loading={busy === p.id}
                    onChange={(on) => void toggle(p, on)}
                  />
                </span>,
              ]}
            >
              <List.Item.Meta
                title={
                  <span>
                    {KIND[p.kind]} · {p.real_name} <Tag color={STATUS[p.status].color}>{STATUS[p.status].text}</Tag>
                  </span>
                }
                description={[p.sport, p.level, p.institution_name].filter(Boolean).join(' · ')}
              />
            </List.Item>
          )}
        />
      ) : (
        <Typography.Text type="secondary">{load.state === 'loading' ? LOADING_TEXT : EMPTY_TEXT}</Typography.Text>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        公开后，审核通过的注册会在官网“人员”栏目展示姓名、性别、运动项目、等级、地区、所属机构和比赛成绩；身份证号、手机号和出生日期不会公开。
      </Typography.Paragraph>
    </Card>
  );
}
