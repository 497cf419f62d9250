import type { Notifier, OutgoingMessage } from './notifier.js';

/**
 * SMS through a provider's HTTP API: a JSON POST of `{ to, text }` to SMS_HTTP_URL, with
 * `Authorization: Bearer SMS_HTTP_TOKEN` when set. Any answer but 2xx is a failure (the job retries).
 */
export class HttpSmsSender implements Notifier {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: message.to, text: message.text }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  }
}
