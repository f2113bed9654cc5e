/**
 * Offline payment of sign-up fee orders (until online payment lands): the owning institution's manager or the
 * platform admin marks a 待支付 order as 已支付, recorded with who, when and the note.
 */
import type { FastifyInstance } from 'fastify';
import { canManageInstitution } from '../../access/institutions.js';
import { badInput, notFound, refused } from '../../errors.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import { actorOf } from './sign-up-shared.js';

export default async function signUpFeeRoutes(app: FastifyInstance) {
  app.post<{ Body: { id: number; note: string } }>(
    '/admin/pay_order/mark_paid',
    {
      schema: {
        tags: ['finance'],
        summary: '线下收款：将待支付的订单标记为已支付（订单所属机构管理员或平台管理员；记录操作人与时间）',
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
      const order = await app.repos.signUps.findOrder(request.body.id);
      if (!order || !canManageInstitution(principal, order.institutionId)) throw notFound();
      const note = request.body.note.trim();
      if (!note) throw badInput('请填写收款说明');
      if (order.status !== '待支付') throw refused('只有待支付的订单可以标记为已支付');
      const name = await app.repos.signUps.actorName(principal.userId);
      if (!(await app.repos.signUps.markPaid(order.id, note, { ...actorOf(request), name }))) throw refused('订单状态已变化，请刷新后重试');
      return ok({});
    },
  );
}
