/**
 * xlsx template and import of sign-up entries (organisers). The template has the form's columns with Chinese
 * headers (required ones end with *). Import validates every row first and reports errors by row
 * (`第3行：身份证号格式错误`); nothing is imported when any row is bad, otherwise all rows in one transaction.
 * Team items: one row per member, rows with the same 队伍名称 form one team, its first row is the captain.
 */
import type ExcelJS from 'exceljs';
import { checkEntry, fieldLabel, SIGN_UP_MSG, type CheckedEntry, type EntryInput, type PersonInput } from 'shared/rules';
import type { EventItemRow, SettingsValues } from '../../repositories/sign-ups.js';
import { badInput } from '../../errors.js';
import { loadExcel, safeCell } from '../../services/exports/xlsx.js';
import { ok, okResponse, ref } from '../../http/envelope.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { XLSX_TYPE } from '../../http/export-file.js';
import { managedCompetition } from '../../access/sign-ups.js';
import type { FastifyRequest } from 'fastify';

const actorOf = (request: FastifyRequest) => ({ userId: request.principal!.userId, ip: request.ip });

const MAX_ROWS = 2000;

interface Column {
  key: string;
  header: string;
  text?: boolean;
}

/** The template's columns for an item and the form settings. */
function columnsFor(item: EventItemRow, settings: SettingsValues): Column[] {
  const req = (key: string) => settings.requiredFields.includes(key as never) || key === 'real_name';
  const label = (key: string) => `${fieldLabel(key)}${req(key) ? '*' : ''}`;
  const cols: Column[] = [];
  if (item.entryType === 'team') cols.push({ key: 'team_name', header: '队伍名称*' });
  cols.push(
    { key: 'real_name', header: label('real_name') },
    { key: 'id_card', header: label('id_card'), text: true },
    { key: 'phone', header: label('phone'), text: true },
    { key: 'gender', header: `${label('gender')}（男/女）` },
    { key: 'birth_date', header: `${label('birth_date')}（YYYY-MM-DD）`, text: true },
    { key: 'affiliation', header: '单位' },
  );
  // an organiser's own label may start like a formula (=, +, -, @): the template shows it as text, the import reads the same header
  for (const f of settings.customFields) cols.push({ key: `extra.${f.key}`, header: String(safeCell(`${f.label}${f.required ? '*' : ''}`)) });
  return cols;
}

/** Plain text of a cell value (numbers, dates, rich text, formulas, hyperlinks). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

const headerKey = (header: string) => header.replace(/（.*）$/, '').replace(/\*$/, '').trim();

const genderOf = (text: string): number | null => {
  if (!text) return 0;
  if (text === '男') return 1;
  if (text === '女') return 2;
  return null;
};

export default async function signUpXlsxRoutes(app: ApiInstance) {
  const itemOf = async (competitionId: number, itemId: number) => {
    const item = await app.repos.signUps.findItem(itemId);
    if (!item || item.competitionId !== competitionId) throw badInput(SIGN_UP_MSG.formItemMissing);
    return item;
  };

  app.get(
    '/competition/sign_info/template',
    {
      schema: {
        tags: ['sign-up'],
        summary: '下载报名导入模板（xlsx，中文表头，* 为必填）',
        querystring: {
          type: 'object',
          required: ['id', 'event_item_id'],
          properties: { id: { type: 'integer', minimum: 1 }, event_item_id: { type: 'integer', minimum: 1 } },
        },
        response: { 200: { description: 'xlsx 文件（Content-Disposition: attachment）', content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } } },
      },
    },
    async (request, reply) => {
      const c = managedCompetition(request.principal!, await app.repos.filing.findForAccess(request.query.id));
      const item = await itemOf(c.id, request.query.event_item_id);
      const settings = await app.repos.signUps.settings(c.id);
      const workbook = new (await loadExcel()).Workbook();
      const sheet = workbook.addWorksheet('报名表');
      const cols = columnsFor(item, settings);
      sheet.columns = cols.map((col) => ({ header: col.header, key: col.key, width: Math.max(12, col.header.length * 2 + 4), style: col.text ? { numFmt: '@' } : {} }));
      sheet.getRow(1).font = { bold: true };
      const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
      const fileName = `${c.name}-${item.name}-报名导入模板.xlsx`;
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="template.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(buffer);
    },
  );

  app.post(
    '/competition/sign_info/import',
    {
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags: ['sign-up'],
        summary: '导入报名（xlsx，Base64）：先校验全部行，任何一行有误则全部不导入并按行报告错误',
        body: {
          type: 'object',
          required: ['id', 'event_item_id', 'file_name', 'content_base64'],
          properties: {
            id: { type: 'integer', minimum: 1 },
            event_item_id: { type: 'integer', minimum: 1 },
            file_name: { type: 'string', minLength: 1, maxLength: 255 },
            content_base64: { type: 'string', minLength: 1, maxLength: 6 * 1024 * 1024 },
          },
          additionalProperties: false,
        },
        response: okResponse(ref('SignUpImported')),
      },
    },
    async (request) => {
      const b = request.body;
      const c = managedCompetition(request.principal!, await app.repos.filing.findForAccess(b.id));
      const item = await itemOf(c.id, b.event_item_id);
      if (!/\.xlsx$/i.test(b.file_name.trim())) throw badInput(SIGN_UP_MSG.xlsxOnly);
      const settings = await app.repos.signUps.settings(c.id);
      const workbook = new (await loadExcel()).Workbook();
      try {
        await workbook.xlsx.load(Buffer.from(b.content_base64, 'base64') as unknown as ArrayBuffer);
      } catch {
        throw badInput('文件无法读取，请使用下载的模板填写');
      }
      const sheet = workbook.worksheets[0];
      if (!sheet) throw badInput('文件中没有工作表');
      const cols = columnsFor(item, settings);
      const byHeader = new Map<string, number>();
      sheet.getRow(1).eachCell((cell, colNumber) => byHeader.set(headerKey(cellText(cell.value)), colNumber));
      const missing = cols.filter((col) => !byHeader.has(headerKey(col.header)));
      if (missing.length > 0) throw badInput(`模板缺少列：${missing.map((m) => headerKey(m.header)).join('、')}`);

      const errors: string[] = [];
      const records: { row: number; values: Record<string, string> }[] = [];
      for (let r = 2; r <= sheet.rowCount; r += 1) {
        const row = sheet.getRow(r);
        const values: Record<string, string> = {};
        for (const col of cols) values[col.key] = cellText(row.getCell(byHeader.get(headerKey(col.header))!).value);
        if (Object.values(values).every((v) => !v)) continue;
        records.push({ row: r, values });
      }
      if (records.length === 0) throw badInput('文件中没有报名数据');
      if (records.length > MAX_ROWS) throw badInput(`一次最多导入${MAX_ROWS}行`);

      const person = (v: Record<string, string>, row: number): PersonInput | null => {
        const gender = genderOf(v.gender);
        if (gender === null) {
          errors.push(`第${row}行：性别只能填写“男”或“女”`);
          return null;
        }
        return { real_name: v.real_name, id_card: v.id_card, phone: v.phone, gender, birth_date: v.birth_date || null };
      };
      const extraOf = (v: Record<string, string>) =>
        Object.fromEntries(settings.customFields.map((f) => [f.key, v[`extra.${f.key}`] ?? '']));

      const groups: { row: number; input: EntryInput }[] = [];
      if (item.entryType === 'team') {
        const teams = new Map<string, { row: number; input: EntryInput }>();
        for (const rec of records) {
          const name = rec.values.team_name;
          if (!name) {
            errors.push(`第${rec.row}行：请填写队伍名称`);
            continue;
          }
          const p = person(rec.values, rec.row);
          if (!p) continue;
          const team = teams.get(name);
          if (team) team.input.members!.push(p);
          else teams.set(name, { row: rec.row, input: { team_name: name, affiliation: rec.values.affiliation, extra: extraOf(rec.values), members: [p] } });
        }
        groups.push(...teams.values());
      } else {
        for (const rec of records) {
          const p = person(rec.values, rec.row);
          if (p) groups.push({ row: rec.row, input: { ...p, affiliation: rec.values.affiliation, extra: extraOf(rec.values) } });
        }
      }
      const checked: { row: number; entry: CheckedEntry }[] = [];
      const seen = new Map<string, number>();
      for (const g of groups) {
        const result = checkEntry(g.input, settings, item);
        if ('msg' in result) {
          errors.push(`第${g.row}行：${result.msg}`);
          continue;
        }
        const idCard = result.entry.person.idCard;
        if (idCard && seen.has(idCard)) {
          errors.push(`第${g.row}行：身份证号与第${seen.get(idCard)}行重复`);
          continue;
        }
        if (idCard) seen.set(idCard, g.row);
        checked.push({ row: g.row, entry: result.entry });
      }
      if (errors.length > 0) {
        errors.sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
        const shown = errors.slice(0, 20).join('；');
        throw badInput(errors.length > 20 ? `${shown}；等共${errors.length}处错误` : shown);
      }
      const created = await app.signUps.importAll(c.id, item.id, checked, actorOf(request));
      return ok({ count: created.length, waiting_count: created.filter((x) => x.status === 'waiting').length, list: created });
    },
  );
}
