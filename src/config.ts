/** Configuration from environment variables, checked once at start (DECISIONS section 10). */
import { join } from 'node:path';
import { packageRoot } from './lib/package-root.js';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute base URL used in links the API hands out (avatar_url). */
  publicUrl: string;
  /** PostgreSQL connection string; undefined means the embedded PGlite database. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** PGlite data directory, or `memory://` for a database that lives only in this process. */
  dataDir: string;
  logLevel: LogLevel;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  rateLimitLoginPerMin: number;
  rateLimitSessionPerMin: number;
  /** Password attempts per account in 15 minutes, counted across instances. */
  rateLimitPasswordPer15Min: number;
  /** Invitations (first and again) a day: to one address or number, by one sender (an hour), in one organisation. */
  invitationLimits: { perRecipientPerDay: number; perSenderPerHour: number; perOrganisationPerDay: number };
  trustProxy: boolean;
  corsOrigins: string[];
  maxUploadMb: number;
  /** The whole request, body included, must arrive within this; a client trickling bytes is cut off. */
  requestTimeoutSeconds: number;
  maxImportRows: number;
  rollbackWindowHours: number;
  signIn: SignInConfig;
  /**
   * DEMO_DATA: seed the demo organisation, its personas, departments, packages and member at start. On by
   * default in demo mode, off in production (where personas could never sign in anyway).
   */
  demoData: boolean;
  /** The built web console served at / (CONSOLE_DIR; default web/dist of this package). */
  consoleDir: string;
  /** api: serves the API and queues work; worker: runs queued work and schedules; all: both (ROLE). */
  role: ProcessRole;
  /** Where the sign-in limits are counted: Redis when REDIS_URL is set, else the database. */
  redisUrl: string | undefined;
  /** Stored files and staged rows of jobs that can no longer change are removed this many days after their last change. */
  retainUploadsDays: number;
  eventsRetainDays: number;
  /** Bearer token of GET /metrics; unset: /metrics answers 404. */
  metricsToken: string | undefined;
  /** Lets webhooks reach loopback and private addresses (development and tests only). */
  webhookAllowPrivateNetworks: boolean;
  /** Seconds before each retry of a webhook delivery (unset: the built-in schedule of about 24 hours). */
  webhookRetryDelaysSeconds: number[] | undefined;
  /** An endpoint must answer within this many seconds (at most 10). */
  webhookTimeoutSeconds: number;
  /** A worker's imports pause this many times as long as each step took while API instances are busy; 0: never. */
  importYieldFactor: number;
}

export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

/** demo: personas sign in by id and codes go to the development outbox; production: real credentials and delivery. */
export type AuthMode = 'demo' | 'production';

/** The sign-in methods beyond the demo personas; each is on only when its settings are given. */
export interface SignInConfig {
  mode: AuthMode;
  /** Keys the one-time-code HMACs and the encryption of codes on their way to delivery. */
  secret: string;
  /** Production email delivery: `smtp://` or `smtps://` URL, and the sender. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Production SMS delivery: JSON POST `{ to, text }` to this URL, with an optional bearer token. */
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; redirectUri: string; scope: string } | undefined;
  telegramBotToken: string | undefined;
}

/** Never used outside demo mode: production refuses to start without AUTH_SECRET. */
const DEMO_AUTH_SECRET = 'demo-mode-secret-not-for-production-use-0000';

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  const value = Number(raw.trim());
  if (value < min || value > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return value;
}

function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  return raw as T;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${env[name]}")`);
}

function url(name: string, raw: string, protocols: string[]): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${redactUrl(raw)}")`);
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return raw;
}

/** Never print a database password, not even in a configuration error. */
function redactUrl(raw: string): string {
  return raw.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL?.trim() ? url('DATABASE_URL', env.DATABASE_URL.trim(), ['postgres:', 'postgresql:']) : undefined;
  const linkHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  const publicUrl = (
    env.PUBLIC_URL?.trim() ? url('PUBLIC_URL', env.PUBLIC_URL.trim(), ['http:', 'https:']) : `http://${linkHost}:${port}`
  ).replace(/\/+$/, '');
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) url('CORS_ORIGINS', origin, ['http:', 'https:']);

  return {
    port,
    host,
    publicUrl,
    databaseUrl,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200),
    dataDir: env.DATA_DIR?.trim() || './data',
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 120, 1, 525_600),
    sessionAbsoluteHours: integer(env, 'SESSION_ABSOLUTE_HOURS', 12, 1, 8_760),
    rateLimitLoginPerMin: integer(env, 'RATE_LIMIT_LOGIN_PER_MIN', 20, 1, 1_000_000),
    rateLimitSessionPerMin: integer(env, 'RATE_LIMIT_SESSION_PER_MIN', 600, 1, 1_000_000),
    rateLimitPasswordPer15Min: integer(env, 'RATE_LIMIT_PASSWORD_PER_15_MIN', 10, 1, 1_000_000),
    invitationLimits: {
      perRecipientPerDay: integer(env, 'INVITATIONS_PER_RECIPIENT_PER_DAY', 3, 1, 1_000),
      perSenderPerHour: integer(env, 'INVITATIONS_PER_SENDER_PER_HOUR', 30, 1, 100_000),
      perOrganisationPerDay: integer(env, 'INVITATIONS_PER_ORGANISATION_PER_DAY', 200, 1, 1_000_000),
    },
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    corsOrigins,
    maxUploadMb: integer(env, 'MAX_UPLOAD_MB', 25, 1, 2048),
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 300, 1, 3_600),
    maxImportRows: integer(env, 'MAX_IMPORT_ROWS', 200_000, 1, 10_000_000),
    rollbackWindowHours: integer(env, 'ROLLBACK_WINDOW_HOURS', 72, 0, 87_600),
    signIn: signInConfig(env, publicUrl),
    demoData: boolean(env, 'DEMO_DATA', (env.AUTH_MODE ?? 'demo') !== 'production'),
    consoleDir: env.CONSOLE_DIR?.trim() || join(packageRoot(), 'web', 'dist'),
    role: oneOf(env, 'ROLE', 'all', PROCESS_ROLES),
    redisUrl: env.REDIS_URL?.trim() ? url('REDIS_URL', env.REDIS_URL.trim(), ['redis:', 'rediss:']) : undefined,
    retainUploadsDays: integer(env, 'RETAIN_UPLOADS_DAYS', 7, 1, 3_650),
    eventsRetainDays: integer(env, 'EVENTS_RETAIN_DAYS', 90, 1, 36_500),
    metricsToken: metricsToken(env),
    webhookAllowPrivateNetworks: boolean(env, 'WEBHOOK_ALLOW_PRIVATE_NETWORKS', false),
    webhookRetryDelaysSeconds: secondsList(env, 'WEBHOOK_RETRY_DELAYS_SECONDS'),
    webhookTimeoutSeconds: integer(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 1, 10),
    importYieldFactor: integer(env, 'IMPORT_YIELD_FACTOR', 3, 0, 20),
  };
}

function secondsList(env: Env, name: string): number[] | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isFinite(value) || value <= 0 || value > 86_400))
    throw new ConfigError(`${name} must be a comma-separated list of seconds, each above 0 and at most 86400 (got "${raw}")`);
  return values;
}

function metricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) return undefined;
  if (token.length < 16) throw new ConfigError('METRICS_TOKEN must be at least 16 characters.');
  return token;
}

function signInConfig(env: Env, publicUrl: string): SignInConfig {
  const mode = oneOf(env, 'AUTH_MODE', 'demo', ['demo', 'production'] as const);
  const secret = env.AUTH_SECRET?.trim() || (mode === 'demo' ? DEMO_AUTH_SECRET : '');
  if (secret.length < 32)
    throw new ConfigError(`AUTH_SECRET must be at least 32 characters${mode === 'production' ? ' in production mode' : ''}`);
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (Boolean(issuer) !== Boolean(clientId)) throw new ConfigError('OIDC_ISSUER and OIDC_CLIENT_ID must be set together');
  const smtpUrl = env.SMTP_URL?.trim() ? url('SMTP_URL', env.SMTP_URL.trim(), ['smtp:', 'smtps:']) : undefined;
  const smsHttpUrl = env.SMS_HTTP_URL?.trim() ? url('SMS_HTTP_URL', env.SMS_HTTP_URL.trim(), ['http:', 'https:']) : undefined;
  return {
    mode,
    secret,
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || 'Portal <no-reply@localhost>',
    smsHttpUrl,
    smsHttpToken: env.SMS_HTTP_TOKEN?.trim() || undefined,
    oidc:
      issuer && clientId
        ? {
            issuer: url('OIDC_ISSUER', issuer, ['http:', 'https:']),
            clientId,
            clientSecret: env.OIDC_CLIENT_SECRET?.trim() || undefined,
            redirectUri: env.OIDC_REDIRECT_URI?.trim()
              ? url('OIDC_REDIRECT_URI', env.OIDC_REDIRECT_URI.trim(), ['http:', 'https:'])
              : `${publicUrl}/v1/auth/oauth/idp/callback`,
            scope: env.OIDC_SCOPE?.trim() || 'openid email',
          }
        : undefined,
    telegramBotToken: env.TELEGRAM_BOT_TOKEN?.trim() || undefined,
  };
}
