import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eventually } from './server-process.js';
import type { TestContext } from './test-app.js';

/** What reached one address (oldest first). */
export type Inbox = (to: string) => Promise<string[]>;

/** Demo mode: the development outbox (GET /v1/dev/outbox answers newest first). */
export const outboxOf =
  (t: TestContext): Inbox =>
  async (to) =>
    ((await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json().data.items as { text: string }[])
      .map((m) => m.text)
      .reverse();

/** Production mode: a real SMTP server and an HTTP SMS provider on loopback, and the environment that sends to them. */
export async function deliveryServers() {
  const mails: { to: string; body: string }[] = [];
  const texts: { to: string; text: string; authorization: string | undefined }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let body = '';
      stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const sms: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      texts.push({ ...(JSON.parse(body) as { to: string; text: string }), authorization: request.headers.authorization });
      response.writeHead(202).end();
    });
  }).listen(0, '127.0.0.1');
  await once(sms, 'listening');
  const inbox: Inbox = async (to) => [
    ...mails.filter((m) => m.to === to).map((m) => m.body),
    ...texts.filter((m) => m.to === to).map((m) => m.text),
  ];
  return {
    inbox,
    mails,
    texts,
    env: {
      AUTH_MODE: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-characters',
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      MAIL_FROM: 'Portal <no-reply@portal.test>',
      SMS_HTTP_URL: `http://127.0.0.1:${(sms.address() as AddressInfo).port}/send`,
      SMS_HTTP_TOKEN: 'sms-token',
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      sms.close();
    },
  };
}

/** The newest code in `to`'s inbox that came after `seen` messages. */
export async function codeIn(inbox: Inbox, to: string, seen = 0, timeoutMs = 10_000): Promise<string> {
  return eventually(
    `a code for ${to}`,
    async () => {
      const messages = await inbox(to);
      return messages.length > seen ? /\b(\d{6})\b/.exec(messages[messages.length - 1]!)?.[1] : undefined;
    },
    timeoutMs,
  );
}

/** Asks for a code for `value` and answers the code if one arrived within `waitMs` (the delivery is queued), else undefined. */
export async function codeArrives(
  t: TestContext,
  inbox: Inbox,
  channel: 'email' | 'phone',
  value: string,
  waitMs = 1_000,
): Promise<string | undefined> {
  const seen = (await inbox(value)).length;
  const started = await t.app.inject({ method: 'POST', url: `/v1/auth/${channel}/otp/start`, payload: { [channel]: value } });
  if (started.statusCode !== 202) throw new Error(`start ${started.statusCode} ${started.body}`);
  return codeIn(inbox, value, seen, waitMs).catch(() => undefined);
}
