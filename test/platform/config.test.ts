import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      databaseUrl: undefined,
      dataDir: './data',
      logLevel: 'info',
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 12,
      rateLimitLoginPerMin: 20,
      rateLimitSessionPerMin: 600,
      trustProxy: false,
      corsOrigins: [],
      maxUploadMb: 25,
      requestTimeoutSeconds: 300,
      maxImportRows: 200_000,
      rollbackWindowHours: 72,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ CORS_ORIGINS: 'not a url' }, 'CORS_ORIGINS'],
    [{ ROLLBACK_WINDOW_HOURS: '-1' }, 'ROLLBACK_WINDOW_HOURS'],
  ])('rejects %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${name} `));
  });

  it('never repeats a database password in its error', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:s3cret@host/db' })).toThrow(/^DATABASE_URL/);
    try {
      loadConfig({ DATABASE_URL: 'http//user:s3cret@host' });
    } catch (error) {
      expect(String(error)).not.toContain('s3cret');
    }
  });

  it('allows a rollback window of 0 and reads lists and booleans', () => {
    expect(loadConfig({ ROLLBACK_WINDOW_HOURS: '0', TRUST_PROXY: 'true', CORS_ORIGINS: 'https://a.et, https://b.et' })).toMatchObject({
      rollbackWindowHours: 0,
      trustProxy: true,
      corsOrigins: ['https://a.et', 'https://b.et'],
    });
  });

  it('reads the sign-in settings: demo by default, production only with AUTH_SECRET', () => {
    expect(loadConfig({}).signIn).toMatchObject({
      mode: 'demo',
      smtpUrl: undefined,
      smsHttpUrl: undefined,
      oidc: undefined,
      telegramBotToken: undefined,
    });
    expect(() => loadConfig({ AUTH_MODE: 'production' })).toThrow(/^AUTH_SECRET must be at least 32 characters in production mode/);
    expect(() => loadConfig({ AUTH_MODE: 'staging' })).toThrow(/^AUTH_MODE /);
    const production = loadConfig({
      AUTH_MODE: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://portal.example',
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'portal',
      SMTP_URL: 'smtps://u:p@mail.example',
    });
    expect(production.signIn).toMatchObject({
      mode: 'production',
      smtpUrl: 'smtps://u:p@mail.example',
      oidc: {
        issuer: 'https://id.example',
        clientId: 'portal',
        redirectUri: 'https://portal.example/v1/auth/oauth/idp/callback',
        scope: 'openid email',
      },
    });
  });

  it.each([
    [{ OIDC_ISSUER: 'https://id.example' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'portal' }, 'OIDC_ISSUER'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL'],
    [{ SMS_HTTP_URL: 'ftp://sms.example' }, 'SMS_HTTP_URL'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
  ])('rejects the sign-in setting %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^${name} `));
  });
});
