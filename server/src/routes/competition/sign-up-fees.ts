/**
 * Offline payment of sign-up fee orders (until online payment lands): the owning institution's manager or the
 * platform admin marks a 待支付 sign-up fee order as 已支付, recorded with who, when and the note. Any other order
 * (a live package…) is refused: the rule is access/orders.ts.
 */
import { ORDER_MSG, SIGN_UP_MSG } from 'shared/rules';
import { isSignUpFeeOrder, markPaidProblem } from '../../access/orders.js';
import { badInput, notFound, refused } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import { idempotent } from '../../http/idempotency.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { actorOf } from './sign-up-shared.js';

export default async function signUpFeeRoutes(app: ApiInstance) {
  app.post(
    '/admin/pay_order/mark_paid',
    {
      schema: {
        tags: ['finance'],
        summary: '线下收款：将待支付的报名费订单标记为已支付（订单所属机构管理员或平台管理员；记录操作人与时间；需要 Idempotency-Key）。其他订单（如直播套餐）不能线下标记',
        body: {
          type: 'object',
          required: ['id', 'note'],
          properties: { id: { type: 'integer', minimum: 1 }, note: { type: 'string', maxLength: 200 } },
          additionalProperties: false,
        },
        response: okResponse(ref('Empty')),
      },
    },
    async (request) => {
      const principal = request.principal!;
      const order = await app.repos.orders.findForPayment(request.body.id);
      const problem = order ? markPaidProblem(principal, order) : 'not_found';
      if (!order || problem === 'not_found') throw notFound();
      if (!isSignUpFeeOrder(order)) throw refused(ORDER_MSG.notSignUpFee);
      const note = request.body.note.trim();
      if (!note) throw badInput(SIGN_UP_MSG.paymentNoteRequired);
      // what changes nothing is answered above; the marking itself runs once per Idempotency-Key
      return idempotent(app, request, async () => {
        if (problem) throw refused(problem);
        const name = await app.repos.signUps.actorName(principal.userId);
        if (!(await app.signUps.markOrderPaid(order.id, note, { ...actorOf(request), name }))) throw refused(ORDER_MSG.notUnpaid);
        return ok({});
      });
    },
  );
}
