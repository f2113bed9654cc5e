import { centsToYuan, parseYuan, REFUND_MSG } from 'shared/rules';

/**
 * The antd rule of a 退款金额（元） field: yuan as typed (parseYuan of shared/rules: at most two decimals, above zero),
 * at most `maxCents` (the server's own sentence, REFUND_MSG.overRefundable).
 */
export function refundAmountRule(maxCents: number) {
  return {
    validator: async (_: unknown, value: string | undefined) => {
      // an empty field is the `required` rule's
      if (!value?.trim()) return;
      const parsed = parseYuan(value);
      if ('msg' in parsed) throw new Error(parsed.msg);
      if (parsed.cents > maxCents) throw new Error(REFUND_MSG.overRefundable(maxCents));
    },
  };
}

/** The cents of a field the rule above has accepted. */
export function centsOf(value: string): number {
  const parsed = parseYuan(value);
  return 'cents' in parsed ? parsed.cents : 0;
}

/** The yuan text a field starts with (the whole refundable amount). */
export const yuanText = (cents: number) => (cents > 0 ? centsToYuan(cents) : '');
