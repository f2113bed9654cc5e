/**
 * Athlete and referee registration (spec §2.4, §7 `/register/*`, `admin/register/*`, `/check/register_time`,
 * `/country`; docs/registrations.md). Each route parses and makes one call of app.registrations
 * (services/registrations.ts), which checks the caller through access/registrations.ts; the list's export checks the
 * caller's scope there itself and queues its file through app.exports (the export tasks).
 */
import { PROVINCE_CODES } from 'shared/rules';
import { managedListScope } from '../../access/institutions.js';
import { ok, okResponse, pageQuery, ref } from '../../http/envelope.js';
import { reviewBody } from '../../http/review.js';
import type { ApiInstance } from '../../http/type-provider.js';
import { applyBody, identityBody, registrationExportBody, registrationKind, registrationListQuery, settingBody } from '../../schemas/registrations.js';

const idOnly = (description: string) =>
  ({ type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, description } }, additionalProperties: false }) as const;
const COUNTRY = Object.entries(PROVINCE_CODES).map(([code, name]) => ({ code, name }));

export default async function registrationRoutes(app: ApiInstance) {
  app.get(
    '/country',
    { config: { auth: 'public' }, schema: { tags: ['register'], summary: '省级行政区（身份证号地区码表，注册时选择所在地区）', response: okResponse(ref('CountryList')) } },
    async () => ok({ list: COUNTRY }),
  );

  app.get(
    '/check/register_time',
    {
      schema: {
        tags: ['register'],
        summary: '注册时间校验：该注册要求当前是否在注册时间内，不在时给出原因（注册尚未开始 / 注册已结束）',
        querystring: idOnly('注册要求 id'),
        response: okResponse(ref('RegisterTime')),
      },
    },
    async (request) => ok(await app.registrations.checkTime(request.query.id)),
  );

  // ---- a personal user ----
  app.get(
    '/register/settings',
    {
      schema: {
        tags: ['register'],
        summary: '正在注册中的注册要求（各机构），个人用户选择注册机构',
        querystring: { type: 'object', additionalProperties: false, properties: { ...pageQuery, kind: registrationKind } },
        response: okResponse(ref('RegisterSettingList')),
      },
    },
    async (request) => ok(await app.registrations.openSettings(request.query)),
  );

  app.get(
    '/register/setting',
    { schema: { tags: ['register'], summary: '一项注册要求（个人用户：仅注册中的）', querystring: idOnly('注册要求 id'), response: okResponse(ref('RegisterSetting')) } },
    async (request) => ok(await app.registrations.setting(request.principal!, request.query.id, true)),
  );

  app.get(
    '/register/identity',
    { schema: { tags: ['register'], summary: '本人的实名认证（未认证：status none）', response: okResponse(ref('PersonIdentity')) } },
    async (request) => ok(await app.registrations.identity(request.principal!)),
  );

  app.post(
    '/register/identity',
    {
      schema: {
        tags: ['register'],
        summary: '提交实名认证（个人用户）：真实姓名、身份证号（校验失败：身份证号格式错误）、本人照片；已认证的不能修改',
        body: identityBody,
        response: okResponse(ref('PersonIdentity')),
      },
    },
    async (request) => ok(await app.registrations.saveIdentity({ principal: request.principal!, ip: request.ip }, request.body)),
  );

  app.get(
    '/register/mine',
    {
      schema: {
        tags: ['register'],
        summary: '我的注册（运动员或裁判员），最新在前',
        querystring: { type: 'object', additionalProperties: false, properties: { kind: registrationKind } },
        response: okResponse(ref('MyRegistrations')),
      },
    },
    async (request) => ok(await app.registrations.mine(request.principal!, request.query.kind)),
  );

  app.get(
    '/register/info',
    { schema: { tags: ['register'], summary: '本人的一条注册（注册信息）', querystring: idOnly('注册 id'), response: okResponse(ref('RegistrationDetail')) } },
    async (request) => ok(await app.registrations.myDetail(request.principal!, request.query.id)),
  );

  app.post(
    '/register',
    {
      schema: {
        tags: ['register'],
        summary: '提交新注册（个人用户）：须先实名认证，在注册时间内，同一期只能注册一次（未通过的可重新提交）',
        body: applyBody,
        response: okResponse(ref('RegistrationDetail')),
      },
    },
    async (request) => ok(await app.registrations.apply({ principal: request.principal!, ip: request.ip }, request.body)),
  );

  // ---- an institution (社区人员注册) and the platform (注册名单) ----
  app.get(
    '/admin/register/list',
    {
      schema: {
        tags: ['register'],
        summary: '运动员/裁判员注册名单：平台管理员看全部（可按机构），机构只看在本机构提交的注册；按类型、状态、项目、注册要求、关键字筛选',
        querystring: registrationListQuery,
        response: okResponse(ref('RegistrationList')),
      },
    },
    async (request) => ok(await app.registrations.list(request.principal!, request.query)),
  );

  app.post(
    '/admin/register/export',
    {
      config: { documented: { notFound: true } },
      schema: {
        tags: ['register'],
        summary: '导出注册名单（xlsx，后台生成；筛选与范围同 /admin/register/list；进度与下载见 /admin/export_task）',
        body: registrationExportBody,
        response: okResponse(ref('CreatedId')),
      },
    },
    async (request) => {
      const { institution_id: institutionId, kind, status, sport, setting_id, keyword } = request.body ?? {};
      const scope = managedListScope(request.principal!, institutionId);
      const params = { scope, kind, status, sport: sport?.trim() || undefined, setting_id, keyword: keyword?.trim() || undefined };
      return ok({ id: await app.exports.requestRegistrations(request.principal!.userId, institutionId ?? null, params) });
    },
  );

  app.get(
    '/admin/register/info',
    { schema: { tags: ['register'], summary: '一条注册的详情（审核用：实名信息、照片、材料）', querystring: idOnly('注册 id'), response: okResponse(ref('RegistrationDetail')) } },
    async (request) => ok(await app.registrations.detail(request.principal!, request.query.id)),
  );

  app.post(
    '/admin/register/examine',
    {
      schema: {
        tags: ['register'],
        summary: '注册审核（本机构管理员）：通过或驳回（须填原因）待审核的注册；不能审核本人的注册；通过即完成实名认证',
        body: reviewBody,
        response: okResponse(ref('RegistrationDetail')),
      },
    },
    async (request) => ok(await app.registrations.examine({ principal: request.principal!, ip: request.ip }, request.body.id, request.body.action, request.body.reason ?? '')),
  );

  app.get(
    '/admin/register/settings',
    {
      schema: {
        tags: ['register'],
        summary: '注册要求设置：本机构的注册要求（报名窗口），最新在前',
        querystring: { type: 'object', additionalProperties: false, properties: { ...pageQuery, institution_id: { type: 'integer', minimum: 1 }, kind: registrationKind } },
        response: okResponse(ref('RegisterSettingList')),
      },
    },
    async (request) => ok(await app.registrations.settings(request.principal!, request.query)),
  );

  app.get(
    '/admin/register/setting',
    { schema: { tags: ['register'], summary: '设置详情：一项注册要求（本机构管理员与平台管理员）', querystring: idOnly('注册要求 id'), response: okResponse(ref('RegisterSetting')) } },
    async (request) => ok(await app.registrations.setting(request.principal!, request.query.id)),
  );

  app.post(
    '/admin/register/setting',
    {
      schema: {
        tags: ['register'],
        summary: '保存注册要求（体育局、协会的管理员）：名称、类型、项目、必填信息、须上传的材料、注册开始与结束时间；带 id 为修改',
        body: settingBody,
        response: okResponse(ref('RegisterSetting')),
      },
    },
    async (request) => ok(await app.registrations.saveSetting({ principal: request.principal!, ip: request.ip }, request.body)),
  );
}
