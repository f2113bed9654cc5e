import { createAliyunSms } from './aliyun.js';
import type { SmsProvider } from './provider.js';
import type { SmsProviderSettings } from './settings.js';
import { createTencentSms } from './tencent.js';

/** The real provider of SMS_PROVIDER. */
export function createSmsProvider(settings: SmsProviderSettings): SmsProvider {
  return settings.provider === 'aliyun' ? createAliyunSms(settings) : createTencentSms(settings);
}
