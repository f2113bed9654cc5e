/**
 * The xlsx files of export tasks (下载任务): sign-ups, schedule, results and rankings of a competition, and 资金流水 of an
 * institution's account, with the Chinese headers of the organiser's spreadsheets. Rows are read in keyset batches and
 * written through the streaming writer; `progress` is reported after every batch.
 */
import { BOOKING_RECORD_SHEET, bookingRecordCells, bookingRecordView, type BookingRecordFilter } from 'shared/rules';
import { chinaSecond, OPERATION_ACTION_LABELS, objectTypeLabel, operationActorText, type OperationAction } from 'shared/rules';
import { EXPORT_KIND_LABEL, heldCents, LEDGER_ACCOUNT, LEDGER_TRANSACTION_LABEL, rankResultRows, RESULT_STATUS_LABEL, type LedgerTransactionKind, type ResultStatus } from 'shared/rules';
import type { AccountFlowsParams, ExportKind, OperationRecordsParams, VenueBookingsParams } from '../../repositories/export-tasks.js';
import { institutionAccountCode, type InstitutionFlowAccount } from '../account-flows.js';
import type { Repositories } from '../../repositories/index.js';
import { finalPlaces } from '../final-places.js';
import { maskIdCard, personGenderText, REGISTRATION_KIND_TEXT, REGISTRATION_STATUS_TEXT, type RegistrationKind, type RegistrationStatus } from 'shared/rules';
import type { RegistrationsParams } from '../../repositories/export-tasks.js';
import { createSheetWriter, type Cell } from './xlsx.js';

/** Rows read per query (keyset pagination); the writer yields the event loop every few dozen rows. */
export const BATCH_SIZE = 250;

export const GENDER_LABEL: Record<number, string> = { 0: '不限', 1: '男', 2: '女' };

const SIGN_UP_STATUS_LABEL: Record<string, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
  cancelled: '已取消',
  waiting: '候补',
};

const FIXTURE_STATUS_LABEL: Record<string, string> = { scheduled: '未开始', live: '进行中', finished: '已结束' };

/** China time, `2026-05-16 08:30`. */
export function chinaTime(d: Date | null): string {
  if (!d) return '';
  const t = new Date(d.getTime() + 8 * 3600_000);
  return t.toISOString().slice(0, 16).replace('T', ' ');
}

export const formatValue = (value: number | null, precision: number | null) =>
  value === null ? '' : precision === null ? String(value) : value.toFixed(precision);

export interface ExportJob {
  /** null for 资金流水 (account_flows) */
  competitionId: number | null;
  kind: ExportKind;
  eventItemId: number | null;
  /** the task's `params` (account_flows: AccountFlowsParams) */
  params?: Record<string, unknown>;
}

/** Cents as yuan (a number with two decimals). */
const yuan = (cents: number) => Math.round(cents) / 100;

/** 资金流水 of one account of an institution (or of a user's wallet), newest first, as its holder sees them (money in positive). */
async function buildAccountFlows(repos: Repositories, params: AccountFlowsParams, progress: (p: number) => Promise<boolean>): Promise<Buffer> {
  const repo = repos.accountFlows;
  const writer = await createSheetWriter(EXPORT_KIND_LABEL.account_flows, ['时间', '类型', '说明', '订单号', '收入/支出', '余额'], [18, 14, 30, 30, 14, 14]);
  const filter = { kind: params.kind, from: params.from, to: params.to };
  const code = params.user_id ? LEDGER_ACCOUNT.userWallet(params.user_id) : institutionAccountCode(params.institution_id!, params.account as InstitutionFlowAccount);
  const found = await repo.account(code);
  const account = found && { id: found.id, total: await repo.count(found.id, filter) };
  if (account) {
    let before: number | null = null;
    let done = 0;
    for (;;) {
      const batch = await repo.batch(account.id, filter, before, BATCH_SIZE);
      if (batch.length === 0) break;
      await writer.addRows(
        batch.map((r): Cell[] => [
          chinaTime(r.createdAt),
          LEDGER_TRANSACTION_LABEL[r.kind as LedgerTransactionKind] ?? r.kind,
          r.memo,
          r.orderNo ?? '',
          yuan(heldCents(r.amount)),
          yuan(heldCents(r.balanceAfter)),
        ]),
      );
      done += batch.length;
      before = batch[batch.length - 1].id;
      if (!(await progress((done / Math.max(account.total, done)) * 95))) throw new Error('cancelled');
      if (batch.length < BATCH_SIZE) break;
    }
  }
  return writer.finish();
}

/** 预订记录 of a venue with the list's filters, newest start first (services/venue-front-desk.ts). */
async function buildVenueBookings(repos: Repositories, params: VenueBookingsParams, progress: (p: number) => Promise<boolean>): Promise<Buffer> {
  const writer = await createSheetWriter(EXPORT_KIND_LABEL.venue_bookings, BOOKING_RECORD_SHEET.headers, BOOKING_RECORD_SHEET.widths);
  const filter: BookingRecordFilter = {
    from: params.from,
    to: params.to,
    courtId: params.court_id,
    state: params.state as BookingRecordFilter['state'],
    kind: params.kind as BookingRecordFilter['kind'],
    keyword: params.keyword,
  };
  const now = new Date();
  for (let done = 0; ; ) {
    const batch = await repos.venueFrontDesk.recordBatch(params.venue_id, filter, done, BATCH_SIZE);
    await writer.addRows(batch.map((r): Cell[] => bookingRecordCells(bookingRecordView(r, now))));
    done += batch.length;
    if (batch.length < BATCH_SIZE) break;
    if (!(await progress(Math.min(95, done / 100)))) throw new Error('cancelled');
  }
  return writer.finish();
}

/** 操作记录 with the list's filters, newest first (routes/admin/operation-records.ts). */
async function buildOperationRecords(repos: Repositories, params: OperationRecordsParams, progress: (p: number) => Promise<boolean>): Promise<Buffer> {
  const writer = await createSheetWriter(EXPORT_KIND_LABEL.operation_records, ['时间', '操作人', '机构', '操作', '对象类型', '对象', '变化', 'IP', '浏览器'], [20, 16, 24, 24, 14, 30, 8, 16, 40]);
  const filter = {
    scope: params.scope,
    actor: params.actor,
    objectType: params.object_type,
    objectId: params.object_id,
    action: params.action,
    keyword: params.keyword,
    dateFrom: params.from,
    dateTo: params.to,
  };
  const total = await repos.operationRecords.count(filter);
  let before: number | null = null;
  for (let done = 0; ; ) {
    const batch = await repos.operationRecords.batch(filter, before, BATCH_SIZE);
    await writer.addRows(
      batch.map((r): Cell[] => [
        chinaSecond(r.at),
        operationActorText(r.actorName, r.actorId),
        r.institutionName,
        r.label || r.operation,
        objectTypeLabel(r.objectType),
        [r.objectId, r.objectName].filter(Boolean).join(' '),
        OPERATION_ACTION_LABELS[r.action as OperationAction] ?? r.action,
        r.ip,
        r.userAgent,
      ]),
    );
    done += batch.length;
    if (batch.length < BATCH_SIZE) break;
    before = batch[batch.length - 1].id;
    if (!(await progress(Math.min(95, (done / Math.max(total, done)) * 95)))) throw new Error('cancelled');
  }
  return writer.finish();
}

/** Builds the file; `progress(0–99)` after each batch (returns false when the task was deleted: stop). */
export async function buildExport(repos: Repositories, job: ExportJob, progress: (p: number) => Promise<boolean>): Promise<Buffer> {
  const repo = repos.exportTasks;
  if (job.kind === 'registrations') return buildRegistrations(repos, job.params as unknown as RegistrationsParams, progress);
  if (job.kind === 'account_flows') return buildAccountFlows(repos, job.params as unknown as AccountFlowsParams, progress);
  if (job.kind === 'venue_bookings') return buildVenueBookings(repos, job.params as unknown as VenueBookingsParams, progress);
  if (job.kind === 'operation_records') return buildOperationRecords(repos, job.params as unknown as OperationRecordsParams, progress);
  if (job.competitionId === null) throw new Error('competition deleted');
  const competitionId = job.competitionId;
  switch (job.kind) {
    case 'sign_ups': {
      const writer = await createSheetWriter(EXPORT_KIND_LABEL.sign_ups, ['项目', '姓名/队名', '性别', '出生日期', '手机号', '单位', '状态', '报名时间'], [18, 18, 8, 14, 16, 22, 10, 18]);
      const ids = await repo.signUpIds(competitionId, job.eventItemId);
      for (let i = 0; i < ids.length; i += BATCH_SIZE) {
        const batch = await repo.signUpRows(ids.slice(i, i + BATCH_SIZE));
        await writer.addRows(
          batch.map((s): Cell[] => [
            s.itemName ?? '',
            s.entrantName,
            GENDER_LABEL[s.gender] ?? '',
            s.birthDate ?? '',
            s.phone,
            s.affiliation,
            SIGN_UP_STATUS_LABEL[s.status] ?? s.status,
            chinaTime(s.createdAt),
          ]),
        );
        if (!(await progress(((i + batch.length) / ids.length) * 95))) throw new Error('cancelled');
      }
      return writer.finish();
    }
    case 'schedule': {
      const writer = await createSheetWriter(EXPORT_KIND_LABEL.schedule, ['阶段', '轮次', '小组', '时间', '场地', '主队', '客队', '比分'], [14, 8, 8, 18, 16, 20, 20, 16]);
      const ids = await repo.fixtureIds(competitionId, job.eventItemId);
      for (let i = 0; i < ids.length; i += BATCH_SIZE) {
        const batch = await repo.fixtureRows(ids.slice(i, i + BATCH_SIZE));
        await writer.addRows(
          batch.map((f): Cell[] => {
            let score = '';
            if (f.forfeit) score = f.forfeit === 'home' ? '主队弃权' : f.forfeit === 'away' ? '客队弃权' : '双方弃权';
            else if (f.homeScore !== null && f.awayScore !== null) {
              score = `${f.homeScore}:${f.awayScore}`;
              if (f.sets?.length) score += `（${f.sets.map((s) => `${s.home}:${s.away}`).join('，')}）`;
            } else score = FIXTURE_STATUS_LABEL[f.status] ?? '';
            return [
              f.phaseName,
              `第${f.roundNo}轮`,
              f.groupNo ? `${String.fromCharCode(64 + f.groupNo)}组` : '',
              chinaTime(f.startsAt),
              f.linkedCourt ?? f.courtName,
              f.home ?? '待定',
              f.away ?? '待定',
              score,
            ];
          }),
        );
        if (!(await progress(((i + batch.length) / ids.length) * 95))) throw new Error('cancelled');
      }
      return writer.finish();
    }
    case 'results': {
      const items = (await repo.itemsOf(competitionId, job.eventItemId)).filter((i) => i.model === 'timed' || i.model === 'measured');
      const rows = await repo.resultsOfItems(items.map((i) => i.id));
      const writer = await createSheetWriter(EXPORT_KIND_LABEL.results, ['项目', '名次', '姓名', '单位', '成绩', '状态'], [18, 8, 18, 22, 12, 10]);
      for (const [index, item] of items.entries()) {
        const own = rows.filter((r) => r.eventItemId === item.id);
        const out = rankResultRows(own, (r) => r.signUpId, item).map(({ row, place }): Cell[] => [
          item.name,
          place,
          row.entrantName,
          row.affiliation,
          formatValue(row.value, item.precision),
          RESULT_STATUS_LABEL[row.status as ResultStatus],
        ]);
        for (let i = 0; i < out.length; i += BATCH_SIZE) await writer.addRows(out.slice(i, i + BATCH_SIZE));
        if (!(await progress(((index + 1) / items.length) * 95))) throw new Error('cancelled');
      }
      return writer.finish();
    }
    case 'rankings': {
      // final places of every item (services/final-places.ts): measured rankings, league tables, group ranks, knockout places
      const items = await repo.itemsOf(competitionId, job.eventItemId);
      const writer = await createSheetWriter(EXPORT_KIND_LABEL.rankings, ['项目', '小组', '名次', '姓名/队名', '单位', '成绩', '奖项'], [18, 8, 8, 18, 22, 12, 12]);
      for (const [index, item] of items.entries()) {
        const places = await finalPlaces(repos, item.id);
        const out = (places?.list ?? []).map((p): Cell[] => [
          item.name,
          p.group_name,
          p.place,
          p.name,
          p.affiliation,
          p.value !== null ? formatValue(p.value, item.precision) : p.status !== 'ok' ? (RESULT_STATUS_LABEL[p.status as ResultStatus] ?? '') : '',
          p.award,
        ]);
        for (let i = 0; i < out.length; i += BATCH_SIZE) await writer.addRows(out.slice(i, i + BATCH_SIZE));
        if (!(await progress(((index + 1) / Math.max(items.length, 1)) * 95))) throw new Error('cancelled');
      }
      return writer.finish();
    }
    default:
      throw new Error(`unknown export kind ${String(job.kind)}`);
  }
}

/** 注册名单 with the list's filters, newest first, ID cards masked as in the list (GET /admin/register/list). */
async function buildRegistrations(repos: Repositories, params: RegistrationsParams, progress: (p: number) => Promise<boolean>): Promise<Buffer> {
  const writer = await createSheetWriter(
    EXPORT_KIND_LABEL.registrations,
    ['姓名', '性别', '身份证号', '注册类型', '运动项目', '等级', '所在地区', '联系电话', '注册机构', '注册要求', '提交时间', '审核状态', '审核时间', '驳回原因', '在官网公开'],
    [12, 6, 20, 10, 12, 16, 16, 14, 24, 28, 18, 10, 18, 30, 10],
  );
  const filter = { kind: params.kind, status: params.status, sport: params.sport, settingId: params.setting_id, keyword: params.keyword };
  for (let done = 0; ; ) {
    const page = await repos.registrations.list(params.scope, { ...filter, start: done, count: BATCH_SIZE });
    await writer.addRows(
      page.list.map((r): Cell[] => [
        r.realName,
        personGenderText(r.gender),
        r.idCard ? maskIdCard(r.idCard) : '',
        REGISTRATION_KIND_TEXT[r.kind as RegistrationKind] ?? r.kind,
        r.sport,
        r.level,
        r.region,
        r.mobile,
        r.institutionName ?? '',
        r.settingTitle ?? '',
        chinaTime(r.createdAt),
        REGISTRATION_STATUS_TEXT[r.status as RegistrationStatus] ?? r.status,
        chinaTime(r.reviewedAt),
        r.reviewReason,
        r.isPublic ? '是' : '否',
      ]),
    );
    done += page.list.length;
    if (page.list.length < BATCH_SIZE) break;
    if (!(await progress(Math.min(95, (done / Math.max(page.total, done)) * 95)))) throw new Error('cancelled');
  }
  return writer.finish();
}
