/**
 * 上传 (routes/upload, the tus video upload): what a JSON step can ask of them — the upload credentials of a signed-in
 * user, the processed path of a video by its upload id (a malformed id, an unknown one), an image or a file sent as
 * JSON instead of a multipart form, a visitor and a mutation without the CSRF token. The uploads themselves (multipart
 * forms, tus PATCH/HEAD) are not JSON steps: the page tests and the server suites cover them.
 *
 * Operations: GET /api/video_ks, GET /api/get_video_path, POST /api/upload/image (refusals), POST /api/upload/file
 * (refusals), POST /api/upload/enrolment_image (refusals), POST /api/upload/video and /api/upload/video/ (tus
 * creation: refusals), GET /api/media/:key (a missing file), HEAD, PATCH and DELETE /api/upload/video/:id (tus
 * refusals: a visitor, no CSRF token, no upload key, with the key of GET /api/video_ks an upload that is not the
 * caller's). Their successes need the Location of a creation, a header and not a JSON result: the page tests and
 * the server suites cover them.
 */
import type { Scenario } from '../harness.js';

const UNKNOWN = '0123456789abcdef0123456789abcdef';
/** A tus PATCH without bytes (the refusals come before any are read). */
const PATCH_HEADERS = { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'content-type': 'application/offset+octet-stream' };

export const uploadScenarios: Scenario[] = [
  {
    title: '上传：上传凭证、视频地址、非表单上传与越权',
    steps: [
      { title: '上传凭证', as: 'org_gov', method: 'GET', url: '/api/video_ks', capture: (r) => ({ key: `${r.ks}.${r.token}` }) },
      { title: '访客要上传凭证', as: null, method: 'GET', url: '/api/video_ks' },
      { title: '视频编号格式错误', as: 'org_gov', method: 'GET', url: '/api/get_video_path?vid=abc' },
      { title: '不存在的视频编号', as: 'org_gov', method: 'GET', url: `/api/get_video_path?vid=${UNKNOWN}` },
      { title: '访客查视频地址', as: null, method: 'GET', url: `/api/get_video_path?vid=${UNKNOWN}` },
      { title: '图片不用表单上传', as: 'org_gov', method: 'POST', url: '/api/upload/image', body: { file: 'x' } },
      { title: '访客上传图片', as: null, method: 'POST', url: '/api/upload/image', body: { file: 'x' } },
      { title: '不带 CSRF 令牌上传图片', as: 'org_gov', method: 'POST', url: '/api/upload/image', body: { file: 'x' }, withoutCsrf: true },
      { title: '文件不用表单上传', as: 'org_gov', method: 'POST', url: '/api/upload/file', body: { file: 'x' } },
      { title: '访客上传文件', as: null, method: 'POST', url: '/api/upload/file', body: { file: 'x' } },
      { title: '入驻图片不带凭证', as: null, method: 'POST', url: '/api/upload/enrolment_image', body: { file: 'x' } },
      { title: '访客开始视频上传', as: null, method: 'POST', url: '/api/upload/video', headers: { 'Upload-Length': '10', 'Tus-Resumable': '1.0.0' } },
      { title: '访客开始视频上传（带斜杠）', as: null, method: 'POST', url: '/api/upload/video/', headers: { 'Upload-Length': '10', 'Tus-Resumable': '1.0.0' } },
      { title: '不带 CSRF 令牌开始视频上传', as: 'org_gov', method: 'POST', url: '/api/upload/video', headers: { 'Upload-Length': '10', 'Tus-Resumable': '1.0.0' }, withoutCsrf: true },
      { title: '不存在的媒体文件', as: null, method: 'GET', url: '/api/media/diff-nothing.png' },
      { title: '访客取消视频上传', as: null, method: 'DELETE', url: `/api/upload/video/${UNKNOWN}` },
      { title: '不带 CSRF 令牌取消视频上传', as: 'org_gov', method: 'DELETE', url: `/api/upload/video/${UNKNOWN}`, withoutCsrf: true },
      { title: '访客查视频上传进度', as: null, method: 'HEAD', url: `/api/upload/video/${UNKNOWN}`, headers: { 'Tus-Resumable': '1.0.0' } },
      { title: '查不存在的视频上传进度', as: 'org_gov', method: 'HEAD', url: `/api/upload/video/${UNKNOWN}`, headers: { 'Tus-Resumable': '1.0.0' } },
      { title: '访客续传视频', as: null, method: 'PATCH', url: `/api/upload/video/${UNKNOWN}`, headers: PATCH_HEADERS },
      { title: '不带 CSRF 令牌续传视频', as: 'org_gov', method: 'PATCH', url: `/api/upload/video/${UNKNOWN}`, headers: PATCH_HEADERS, withoutCsrf: true },
      { title: '续传不带上传凭证', as: 'org_gov', method: 'PATCH', url: `/api/upload/video/${UNKNOWN}`, headers: PATCH_HEADERS },
      { title: '续传不存在的视频上传', as: 'org_gov', method: 'PATCH', url: `/api/upload/video/${UNKNOWN}`, headers: (v) => ({ ...PATCH_HEADERS, 'Upload-Key': String(v.key) }) },
      { title: '取消不存在的视频上传', as: 'org_gov', method: 'DELETE', url: `/api/upload/video/${UNKNOWN}`, headers: (v) => ({ 'Tus-Resumable': '1.0.0', 'Upload-Key': String(v.key) }) },
    ],
  },
];
