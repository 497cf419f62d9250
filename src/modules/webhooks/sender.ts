import http from 'node:http';
import https from 'node:https';
import type { LookupAddress } from 'node:dns';
import { performance } from 'node:perf_hooks';
import { AppError } from '../../lib/app-error.js';
import { checkedAddresses, type DestinationPolicy } from './destination.js';

/** Only this much of an endpoint's answer is kept. */
const KEPT_BYTES = 1_024;

/**
 * What a receiver sent, as text the database can keep whatever its bytes: invalid UTF-8 (or a character
 * cut at the 1 KB mark) becomes U+FFFD, and NUL, which PostgreSQL cannot store in text, becomes U+2400 (␀).
 */
export function storableText(bytes: Buffer): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/\u0000/g, '\u2400');
}

export interface SendOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseBody: string | null;
  /** The address rule refused the destination: no request was sent. */
  refused: boolean;
}

/**
 * One POST to a webhook endpoint. The host is resolved and its address checked here, at each attempt
 * (DNS can change after registration), and the connection goes to the address that was checked (no
 * second lookup to rebind). Redirects are not followed; the whole attempt is cut off after `timeoutMs`.
 */
export async function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  policy: DestinationPolicy,
  timeoutMs: number,
): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const target = new URL(url);
  let address: LookupAddress;
  try {
    [address] = (await checkedAddresses(target.hostname, policy)) as [LookupAddress];
  } catch (error) {
    const issue = error instanceof AppError ? (error.details[0]?.issue ?? error.message) : (error as Error).message;
    return { statusCode: null, durationMs: elapsed(), error: `refused: the URL ${issue}`, responseBody: null, refused: true };
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<SendOutcome, 'durationMs' | 'refused'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed(), refused: false });
    };
    const request = client.request(target, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'institutional-portal-webhooks/1',
      },
      lookup: (_hostname, options, callback) => {
        if ((options as { all?: boolean }).all) (callback as (error: null, addresses: LookupAddress[]) => void)(null, [address]);
        else (callback as (error: null, address: string, family: number) => void)(null, address.address, address.family);
      },
    });
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, error: `no answer within ${timeoutMs / 1000} s`, responseBody: null });
    }, timeoutMs);
    request.on('error', (error) => finish({ statusCode: null, error: storableText(Buffer.from(error.message)), responseBody: null }));
    request.on('response', (response) => {
      const kept: Buffer[] = [];
      let size = 0;
      const done = () => {
        response.destroy();
        finish({
          statusCode: response.statusCode ?? null,
          error: null,
          responseBody: storableText(Buffer.concat(kept).subarray(0, KEPT_BYTES)),
        });
      };
      response.on('data', (chunk: Buffer) => {
        kept.push(chunk);
        size += chunk.length;
        if (size >= KEPT_BYTES) done();
      });
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}
