import { http, isApiError, uploadImage, type Json, type UploadedImage } from 'shared';
import type { components } from 'shared/api-schema';

export type EnrolmentGrant = components['schemas']['EnrolmentGrant'];
export type ApplicationSubmitted = components['schemas']['ApplicationSubmitted'];
export type ApplicationSummary = components['schemas']['ApplicationSummary'];
export type ApplicationList = components['schemas']['ApplicationList'];

/** Header of the grant the server issues after the SMS code was verified. */
export const ENROLMENT_TOKEN_HEADER = 'X-Enrolment-Token';
/** The Chinese message of a failed call (the calls here are silent: the page shows it). */
export function messageOf(error: unknown, fallback = '操作失败，请稍后再试'): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

const grantHeaders = (token: string) => ({ [ENROLMENT_TOKEN_HEADER]: token });

/** POST /send_sms with scene enrolment: a 6-digit code to any mobile (60 s between two codes). */
export function sendEnrolmentSms(mobile: string) {
  return http.post('/send_sms', { mobile, scene: 'enrolment' }, { silent: true });
}

/** POST /enrolment/verify: the SMS code → a 30-minute grant bound to the mobile. */
export function verifyEnrolmentMobile(mobile: string, code: string): Promise<EnrolmentGrant> {
  return http.post('/enrolment/verify', { mobile, code }, { silent: true });
}

/** POST /upload/enrolment_image under the grant: the §5 image checks, then the private upload. */
export function uploadEnrolmentImage(file: File, token: string, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  return uploadImage(file, { url: '/upload/enrolment_image', headers: grantHeaders(token), use: 'enrolment', silent: true, onProgress });
}

export type ApplicationBody = Json<'/enrolment/apply', 'post'>;

/** POST /enrolment/apply under the grant: the application lands in the review queue as 待审核. */
export function submitApplication(token: string, body: ApplicationBody): Promise<ApplicationSubmitted> {
  return http.post('/enrolment/apply', body, { headers: grantHeaders(token), silent: true });
}

/** GET /enrolment/applications under the grant: the verified mobile's applications, newest first. */
export function listApplications(token: string): Promise<ApplicationList> {
  return http.get('/enrolment/applications', { start: 0, count: 50 }, { headers: grantHeaders(token), silent: true });
}
