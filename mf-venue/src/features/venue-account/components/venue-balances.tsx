import { Card, Col, Row, Statistic, Typography } from 'antd';
import { INSTITUTION_ACCOUNT_LABEL, formatAmount, type InstitutionAccount } from 'shared';
import type { AccountBalance } from '../api/types';

const FIELD: Record<InstitutionAccount, keyof AccountBalance> = {
  available: 'available_cents',
  pending: 'pending_cents',
  payout: 'payout_cents',
  wallet: 'wallet_cents',
};

/** The order of the cards: booking income still to settle first, then what may be withdrawn, what is on its way, the wallet. */
const ORDER: InstitutionAccount[] = ['pending', 'available', 'payout', 'wallet'];

/** The venue operator's four balances, each a region named by its title, and 累计已提现. */
export function VenueBalances({ balance }: { balance: AccountBalance }) {
  return (
    <>
      <Row gutter={[16, 16]}>
        {ORDER.map((account) => (
          <Col key={account} xs={24} sm={12} xl={6}>
            <section aria-label={INSTITUTION_ACCOUNT_LABEL[account]}>
              <Card size="small">
                <Statistic title={INSTITUTION_ACCOUNT_LABEL[account]} value={formatAmount(balance[FIELD[account]] as number)} />
              </Card>
            </section>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
        累计已提现：<Typography.Text strong>{formatAmount(balance.withdrawn_cents)}</Typography.Text>
        <Typography.Text type="secondary" style={{ marginLeft: 16 }}>
          订场收入在预订支付后结算，扣除平台服务费后计入可提现余额
        </Typography.Text>
      </Typography.Paragraph>
    </>
  );
}
