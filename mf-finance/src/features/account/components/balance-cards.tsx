import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { INSTITUTION_ACCOUNT_LABEL, formatAmount, type InstitutionAccount } from 'shared';
import type { AccountBalance } from '../api/types';
import { flowRecordPath } from '../paths';

/** The cards in the order of the page: what is coming, what may be withdrawn, what is on its way, the wallet. */
const CARDS: { account: InstitutionAccount; field: keyof AccountBalance; hint: string }[] = [
  { account: 'pending', field: 'pending_cents', hint: '赛事结束后结算' },
  { account: 'available', field: 'available_cents', hint: '可申请提现' },
  { account: 'payout', field: 'payout_cents', hint: '待平台审核打款' },
  { account: 'wallet', field: 'wallet_cents', hint: '充值，用于余额支付' },
];

/**
 * The four balances of an institution (待结算收入, 可提现余额, 提现中, 账户余额), each a region named by its title with a
 * link to its 资金流水, and 累计已提现 below. `flows` false: no links (a page without the flows page).
 */
export function BalanceCards({ balance, flows = true, extra }: { balance: AccountBalance; flows?: boolean; extra?: ReactNode }) {
  return (
    <>
      <Row gutter={[16, 16]}>
        {CARDS.map(({ account, field, hint }) => {
          const title = INSTITUTION_ACCOUNT_LABEL[account];
          return (
            <Col key={account} xs={24} sm={12} xl={6}>
              <section aria-label={title}>
                <Card size="small">
                  <Statistic title={title} value={formatAmount(balance[field] as number)} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {hint}
                    {flows ? (
                      <>
                        {' · '}
                        <Link to={flowRecordPath(account)} aria-label={`${title}流水`}>
                          流水
                        </Link>
                      </>
                    ) : null}
                  </Typography.Text>
                </Card>
              </section>
            </Col>
          );
        })}
      </Row>
      <div style={{ marginTop: 12, display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography.Text>
          累计已提现：<Typography.Text strong>{formatAmount(balance.withdrawn_cents)}</Typography.Text>
        </Typography.Text>
        {extra}
      </div>
    </>
  );
}
