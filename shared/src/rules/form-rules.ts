/** Ready-made validators for antd Form rules: `rules={[{ required: true, message: '请输入手机号' }, mobileRule]}`. */
import { ID_CARD_MESSAGE, isIdCard } from './id-card.ts';
import { isMobile, isUrl, MOBILE_MESSAGE, toFormValidator, URL_MESSAGE } from './validators.ts';

export const mobileRule = { validator: toFormValidator(isMobile, MOBILE_MESSAGE) };
export const urlRule = { validator: toFormValidator(isUrl, URL_MESSAGE) };
export const idCardRule = { validator: toFormValidator((v) => isIdCard(v), ID_CARD_MESSAGE) };
