import { isIP } from 'node:net';
import path from 'node:path';
import { ORDER_PAY_MINUTES_DEFAULT, SETTLE_DAYS_DEFAULT } from 'shared/rules';
import { fileURLToPath } from 'node:url';
import { mapsSettingsFromEnv, MapsSettingsError, type MapsSettings } from './services/maps/settings.js';
import { smsSettingsFromEnv, SmsSettingsError, type SmsSettings } from './sms/settings.js';
import { wechatSettingsFromEnv, WechatSettingsError, type WechatSettings } from './wechat/settings.js';

/** The repository root (…/server/src → …). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type SmsSenderKind = 'outbox' | 'log';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when empty the embedded PGlite database is used. */
  databaseUrl: string | null;
  /** PGlite data folder, or `memory://` for an in-memory database (tests). */
  pgliteDir: string;
  redisUrl: string | null;
  /** The development sender of SMS codes (SMS_SENDER) when no real provider is configured. */
  smsSender: SmsSenderKind;
  /** The real SMS provider, SMS sign-in on or off, the per-IP cap (sms/settings.ts, docs/auth.md). */
  sms: SmsSettings;
  /** The maps provider (MAPS_PROVIDER none | tencent, MAPS_KEY, MAPS_HOME_CITY …: services/maps/settings.ts, docs/venues.md). */
  maps: MapsSettings;
  appsDir: string;
  remotesJson: string | null;
  /** `Secure` on the session cookie: COOKIE_SECURE, by default on in production (NODE_ENV=production). */
  cookieSecure: boolean;
  /**
   * Demo mode (DEMO_MODE=true, `pnpm demo`): an empty database is filled with the demo data and its published
   * passwords, and the SMS outbox may be used. Without it no demo account is created, there is no outbox, and the
   * server refuses to start while an account still has a demo password (docs/auth.md, "Demo mode").
   */
  demo: boolean;
  production: boolean;
  /** Login attempts allowed per IP and minute. */
  loginIpLimit: number;
  /** Trust X-Forwarded-For (behind a reverse proxy). */
  /**
   * Whom to believe about the client's address in `X-Forwarded-For` (TRUST_PROXY, parseTrustProxy): nobody (false),
   * every peer (true), or the listed proxies (addresses and CIDR ranges, comma-separated).
   */
  trustProxy: boolean | string;
  /** pino level: fatal, error, warn, info, debug, trace. */
  logLevel: string;
  /** Storage quota (docs/uploads.md): bytes of uploads a personal user may keep (STORAGE_QUOTA_PERSONAL_MB). */
  storageQuotaPersonalBytes: number;
  /** …and an institution, for what its managers upload for it (STORAGE_QUOTA_INSTITUTION_MB). */
  storageQuotaInstitutionBytes: number;
  /** The S3-compatible bucket of uploaded media (MEDIA_S3_BUCKET …); null: the folder `<dataDir>/media` (docs/uploads.md). */
  mediaS3: S3Settings | null;
  /** Finance settings (docs/finance.md): PAYMENT_PROVIDER, ORDER_PAY_MINUTES, PUBLIC_URL … */
  payments: PaymentSettings;
  /**
   * Minutes between the runs of the scheduled job `upload-cleanup` (expired tus uploads, stale video uploads and
   * parts), once across all nodes (UPLOAD_CLEANUP_MINUTES, default 60; 0 = never, as in tests).
   */
  uploadCleanupMinutes: number;
  /**
   * How long a node reuses a public answer (官网 home, lists, a competition's page) and a session lookup
   * (CACHE_TTL_MS, default 5000; 0 = no cache): every write through the API empties both on every node at once
   * (services/response-cache.ts); the time bounds what writes outside the API (jobs, the CLI) leave stale.
   */
  cacheTtlMs: number;
  /** 微信登录 (WECHAT_APP_ID, WECHAT_APP_SECRET …, wechat/settings.ts); null: off. */
  wechat: WechatSettings | null;
}

export interface PaymentSettings {
  /**
   * Which gateway serves 微信支付 and 支付宝: the built-in sandbox or the real gateways (payments/index.ts). The sandbox
   * is the default in demo mode and outside production; a production start must name `gateway` (a sandbox confirms
   * payments that moved no money, so it refuses to start with the sandbox: payments/index.ts).
   */
  provider: 'sandbox' | 'gateway';
  /**
   * The key the sandbox gateway signs its notifications with when SANDBOX_PAY_SECRET gives one; null: a random key
   * made at the first start and kept in the database (installation_secrets), so every node of one platform shares it.
   */
  sandboxSecret: string | null;
  /** Minutes an unpaid order stays open (ORDER_PAY_MINUTES, default 30). */
  orderPayMinutes: number;
  /**
   * How often the scheduled jobs `order-sweep` (close expired orders, resume stalled gateway refunds) and `settlement`
   * run, once across all nodes (ORDER_SWEEP_SECONDS, default 30; rounded up to whole minutes, as pg-boss schedules are
   * cron; 0 = never, as in tests, which call the services themselves). services/job-queues.ts `jobSchedules`.
   */
  orderSweepSeconds: number;
  /** The platform's public address, for the notification URLs given to a real gateway (PUBLIC_URL). */
  publicUrl: string | null;
  /** Days after a competition ends before its fees become available to withdraw (SETTLE_DAYS, default 7). */
  settleDays: number;
  /** The platform's service fee taken at settlement, in basis points: 60 = 0.6% (PLATFORM_FEE_BASIS_POINTS). */
  feeBasisPoints: number;
  /** The environment the real gateways read their WECHATPAY_* / ALIPAY_* settings from (the one given to loadConfig). */
  gatewayEnv: NodeJS.ProcessEnv;
}

/** Where uploaded media goes when MEDIA_S3_BUCKET is set (src/storage/index.ts, S3Storage). */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
  /** Key prefix inside the bucket (default `media/`). */
  prefix: string;
}

/**
 * MEDIA_S3_BUCKET (+ MEDIA_S3_REGION, MEDIA_S3_ENDPOINT, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY,
 * MEDIA_S3_FORCE_PATH_STYLE, MEDIA_S3_PREFIX) selects S3; otherwise (null) `<dataDir>/media`.
 */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | null {
  const bucket = env.MEDIA_S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    region: env.MEDIA_S3_REGION?.trim() || 'us-east-1',
    endpoint: env.MEDIA_S3_ENDPOINT?.trim() || null,
    accessKeyId: env.MEDIA_S3_ACCESS_KEY_ID?.trim() || null,
    secretAccessKey: env.MEDIA_S3_SECRET_ACCESS_KEY?.trim() || null,
    forcePathStyle: ['1', 'true', 'yes'].includes((env.MEDIA_S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase()),
    prefix: env.MEDIA_S3_PREFIX?.trim() ?? 'media/',
  };
}

/** Default storage quotas in MB: a personal user keeps a profile's pictures and documents, an institution its events' media. */
export const STORAGE_QUOTA_DEFAULT_MB = { personal: 200, institution: 20 * 1024 } as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export class ConfigError extends Error {}

/** The server must not start as configured (e.g. a demo password outside demo mode); the message says why. */
export class StartupRefused extends Error {}

/** Logged at every production start with COOKIE_SECURE=false (plugins/external/config.ts). */
export const COOKIE_INSECURE_WARNING =
  'COOKIE_SECURE=false：会话 Cookie 不带 Secure，经明文 HTTP 传输时可被窃听者截获并冒用登录。仅限纯 HTTP 试用，正式部署请使用 HTTPS 并去掉该设置';

/** The outbox route shows anyone's SMS code: only a demo server may have it. */
export const OUTBOX_NEEDS_DEMO = 'SMS_SENDER=outbox 只能用于演示模式（DEMO_MODE=true）：发件箱会向任何人显示验证码';

function parseBool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`环境变量 ${name} 必须是 true 或 false，当前为 "${value}"`);
}

/**
 * TRUST_PROXY: `false` (default: the socket's address is the client's), `true` (believe every peer: only when nothing
 * but the proxy can reach the node), or a comma-separated list of the proxies' addresses or CIDR ranges
 * (`127.0.0.1,10.0.0.0/8`: only what those proxies add to X-Forwarded-For is believed, so a client that reaches the
 * node directly cannot forge its address). Fastify's `trustProxy` takes all three (a hop count it treats as no trust).
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const v = value?.trim() ?? '';
  if (v === '') return false;
  if (['1', 'true', 'yes', 'on'].includes(v.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(v.toLowerCase())) return false;
  const entries = v.split(',').map((x) => x.trim());
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const kind = isIP(address);
    const maxBits = kind === 4 ? 32 : 128;
    if (!kind || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new ConfigError(`环境变量 TRUST_PROXY 必须是 true、false 或代理地址列表（如 127.0.0.1,10.0.0.0/8），"${entry}" 不是 IP 地址或网段`);
    }
  }
  return entries.join(',');
}

function parseInteger(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value.trim())) throw new ConfigError(`环境变量 ${name} 必须是整数，当前为 "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new ConfigError(`环境变量 ${name} 必须在 ${min} 到 ${max} 之间，当前为 ${n}`);
  return n;
}

function parseUrl(name: string, value: string | undefined, protocols: string[]): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`环境变量 ${name} 不是合法的连接地址`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`环境变量 ${name} 的协议必须是 ${protocols.join(' 或 ')}`);
  }
  return value;
}

/** A sandbox key given by the operator must be long enough not to be guessed (32 characters: 128 bits in hex). */
function sandboxSecretFromEnv(value: string | undefined): string | null {
  const secret = value?.trim() ?? '';
  if (!secret) return null;
  if (secret.length < 32) throw new ConfigError('环境变量 SANDBOX_PAY_SECRET 至少 32 个字符（不设置时系统自动生成随机密钥并保存在数据库中）');
  return secret;
}

/** PAYMENT_PROVIDER (sandbox | gateway), SANDBOX_PAY_SECRET, ORDER_PAY_MINUTES, ORDER_SWEEP_SECONDS, PUBLIC_URL. */
export function paymentSettingsFromEnv(env: NodeJS.ProcessEnv): PaymentSettings {
  const provider = env.PAYMENT_PROVIDER?.trim() || 'sandbox';
  if (provider !== 'sandbox' && provider !== 'gateway') {
    throw new ConfigError(`环境变量 PAYMENT_PROVIDER 只能是 sandbox 或 gateway，当前为 "${provider}"`);
  }
  return {
    provider,
    sandboxSecret: sandboxSecretFromEnv(env.SANDBOX_PAY_SECRET),
    orderPayMinutes: parseInteger('ORDER_PAY_MINUTES', env.ORDER_PAY_MINUTES, ORDER_PAY_MINUTES_DEFAULT, 1, 7 * 24 * 60),
    orderSweepSeconds: parseInteger('ORDER_SWEEP_SECONDS', env.ORDER_SWEEP_SECONDS, 30, 0, 3600),
    publicUrl: parseUrl('PUBLIC_URL', env.PUBLIC_URL, ['http:', 'https:']),
    settleDays: parseInteger('SETTLE_DAYS', env.SETTLE_DAYS, SETTLE_DAYS_DEFAULT, 0, 365),
    feeBasisPoints: parseInteger('PLATFORM_FEE_BASIS_POINTS', env.PLATFORM_FEE_BASIS_POINTS, 60, 0, 10_000),
    gatewayEnv: env,
  };
}

/**
 * The database a node works on (DATABASE_URL, else the PGlite folder): the nodes of one deployment share it, so it names
 * their shared Redis keys and channels (services/ttl-cache.ts databaseCacheKey).
 */
export function databaseOf(config: Pick<AppConfig, 'databaseUrl' | 'pgliteDir'>): string {
  return config.databaseUrl ?? config.pgliteDir;
}

/** Reads and validates the configuration; throws ConfigError with a clear Chinese message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  if (parseBool('SEED_DEMO', env.SEED_DEMO, false)) {
    throw new ConfigError('环境变量 SEED_DEMO 已停用：演示数据只在演示模式写入，请改用 DEMO_MODE=true（或 pnpm demo）');
  }
  const demo = parseBool('DEMO_MODE', env.DEMO_MODE, false);
  const smsRaw = env.SMS_SENDER || 'log';
  if (smsRaw !== 'outbox' && smsRaw !== 'log') {
    throw new ConfigError(`环境变量 SMS_SENDER 只能是 outbox 或 log，当前为 "${smsRaw}"`);
  }
  if (smsRaw === 'outbox' && !demo) throw new ConfigError(OUTBOX_NEEDS_DEMO);
  let sms: SmsSettings;
  try {
    sms = smsSettingsFromEnv(env);
  } catch (error) {
    if (error instanceof SmsSettingsError) throw new ConfigError(error.message);
    throw error;
  }
  let maps: MapsSettings;
  try {
    maps = mapsSettingsFromEnv(env);
  } catch (error) {
    if (error instanceof MapsSettingsError) throw new ConfigError(error.message);
    throw error;
  }
  let wechat: WechatSettings | null;
  try {
    wechat = wechatSettingsFromEnv(env);
  } catch (error) {
    if (error instanceof WechatSettingsError) throw new ConfigError(error.message);
    throw error;
  }
  const config: AppConfig = {
    port: parseInteger('PORT', env.PORT, 8080, 0, 65535),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    pgliteDir: path.join(dataDir, 'pglite'),
    redisUrl: parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']),
    smsSender: smsRaw,
    sms,
    maps,
    appsDir: path.resolve(env.APPS_DIR || repoRoot),
    remotesJson: env.REMOTES_JSON ? path.resolve(env.REMOTES_JSON) : null,
    // a production site is served over HTTPS: only an explicit COOKIE_SECURE=false (a plain-HTTP trial) turns it off
    cookieSecure: parseBool('COOKIE_SECURE', env.COOKIE_SECURE, production),
    demo,
    production,
    loginIpLimit: parseInteger('LOGIN_IP_LIMIT', env.LOGIN_IP_LIMIT, 20, 1, 100000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    storageQuotaPersonalBytes: parseInteger('STORAGE_QUOTA_PERSONAL_MB', env.STORAGE_QUOTA_PERSONAL_MB, STORAGE_QUOTA_DEFAULT_MB.personal, 1, 10_000_000) * 1024 * 1024,
    storageQuotaInstitutionBytes:
      parseInteger('STORAGE_QUOTA_INSTITUTION_MB', env.STORAGE_QUOTA_INSTITUTION_MB, STORAGE_QUOTA_DEFAULT_MB.institution, 1, 10_000_000) * 1024 * 1024,
    mediaS3: s3SettingsFromEnv(env),
    payments: paymentSettingsFromEnv(env),
    uploadCleanupMinutes: parseInteger('UPLOAD_CLEANUP_MINUTES', env.UPLOAD_CLEANUP_MINUTES, 60, 0, 24 * 60),
    cacheTtlMs: parseInteger('CACHE_TTL_MS', env.CACHE_TTL_MS, 5000, 0, 60_000),
    wechat,
  };
  if (!LOG_LEVELS.includes(config.logLevel)) {
    throw new ConfigError(`环境变量 LOG_LEVEL 只能是 ${LOG_LEVELS.join('、')}，当前为 "${config.logLevel}"`);
  }
  return { ...config, ...overrides };
}
