import { randomInt, randomUUID } from 'node:crypto';
import { AppError } from '../../../lib/app-error.js';
import { MINUTE_MS, type Clock } from '../../../lib/clock.js';
import type { JobQueue } from '../../../lib/queue.js';
import type { SecretBox } from '../../../lib/secret-box.js';
import type { CodeChannel, Locale } from '../../../db/schema.js';
import type { AuthService } from '../sessions/service.js';
import type { IdentitiesRepository, SignInTarget } from '../identities/repository.js';
import { chooseOrganisation, notAmongOrganisations, organisationChoiceRequired } from '../identities/organisation-choice.js';
import type { ChannelNotifier, OutgoingMessage } from '../delivery/notifier.js';
import type { OneTimeCodesRepository } from './repository.js';
import { normalise } from '../identities/normalise.js';
import { trustedFor, type Device } from '../guard/device-cookie.js';
import type { SignInGuard } from '../guard/service.js';

export const CODE_DELIVERY_QUEUE = 'auth.deliver-code';

/** DECISIONS section 11: 6 digits, 10 minutes, 5 attempts. */
export const CODE_TTL_MS = 10 * MINUTE_MS;
export const MAX_ATTEMPTS = 5;

/** A code on its way to delivery, sealed with AUTH_SECRET: the queue's table never holds it readable. */
export interface QueuedDelivery {
  sealed: string;
}
interface Delivery {
  channel: CodeChannel;
  to: string;
  code: string;
  /** false: nobody holds the identifier; nothing is sent, but the request looked the same. */
  known: boolean;
  /** The language of the message (absent in a delivery queued before it was kept: English). */
  locale?: Locale;
}

const NOT_VALID = 'The code is not valid or has expired. Ask for a new one.';

/** How each channel's codes travel. */
const NOTIFIER_CHANNEL = { email: 'email', phone: 'sms' } as const satisfies Record<CodeChannel, OutgoingMessage['channel']>;

export class OneTimeCodeService {
  constructor(
    private readonly codes: OneTimeCodesRepository,
    private readonly identities: IdentitiesRepository,
    private readonly auth: AuthService,
    private readonly queue: JobQueue,
    private readonly box: SecretBox,
    private readonly notifier: ChannelNotifier,
    private readonly clock: Clock,
    private readonly guard: SignInGuard,
  ) {}

  /** Whether the channel can deliver (in production, whether SMTP or the SMS provider is configured). */
  enabled(channel: CodeChannel): boolean {
    return this.notifier.has(NOTIFIER_CHANNEL[channel]);
  }

  /**
   * The same answer, after the same work, whether or not anyone holds the identifier. A code still open is
   * sent again (its 10 minutes start over), so a start by someone else never ends the code the owner holds.
   * `device`: the browser's device cookie; known for this identifier's user, it has budgets of its own.
   */
  async start(channel: CodeChannel, raw: string, device?: Device, locale?: Locale): Promise<{ expires_in: number }> {
    this.requireEnabled(channel);
    const identifier = normalise(channel, raw);
    const targets = await this.identities.findSignIns(channel, identifier);
    await this.guard.codeSent(channel, identifier, trustedForAny(device, targets));
    const now = this.clock.now();
    await this.codes.issue(
      { channel, identifier, now, expiresAt: new Date(now.getTime() + CODE_TTL_MS) },
      (sealed) => this.box.open<string>(sealed),
      () => {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        return { id: randomUUID(), code, code_hash: this.box.mac(macInput(channel, identifier, code)), code_sealed: this.box.seal(code) };
      },
      (trx, code) => {
        const delivery: Delivery = { channel, to: identifier, code, known: targets.length > 0, locale: codeLocale(targets, locale) };
        return this.queue.send<QueuedDelivery>(CODE_DELIVERY_QUEUE, { sealed: this.box.seal(delivery) }, trx);
      },
    );
    this.queue.wake(CODE_DELIVERY_QUEUE);
    return { expires_in: CODE_TTL_MS / 1000 };
  }

  /**
   * Each try counts, right or wrong; the fifth wrong one ends the code, and a right one is used up. Every
   * failure also counts against the identifier's daily budget across codes (or the known device's own).
   */
  async verify(channel: CodeChannel, raw: string, code: string, device?: Device, locale?: Locale, orgId?: string) {
    this.requireEnabled(channel);
    const identifier = normalise(channel, raw);
    const targets = await this.identities.findSignIns(channel, identifier);
    const choice = chooseOrganisation(targets, orgId);
    const attempt = await this.guard.codeAttempt(channel, identifier, trustedForAny(device, targets));
    const matched = await this.codes.attempt(channel, identifier, this.clock.now(), (open) => {
      if (!open) return { end: false, result: false };
      const right = this.box.macMatches(macInput(channel, identifier, code), open.code_hash);
      // A right code whose organisation is still to be chosen stays open for the request that names it.
      const used = right && choice !== undefined && 'target' in choice;
      return { end: used || open.attempts >= MAX_ATTEMPTS, result: right };
    });
    if (!matched || !choice) throw AppError.unauthenticated(NOT_VALID);
    await attempt.succeeded();
    if ('choose' in choice) throw organisationChoiceRequired(choice.choose);
    if ('notAmong' in choice) throw notAmongOrganisations();
    // A member's first sign-in makes their user; a member made inactive in the meantime is nobody.
    const user = await this.identities.signInUserOf(choice.target, channel, identifier, this.clock.now());
    if (!user) throw AppError.unauthenticated(NOT_VALID);
    return this.auth.signIn(user, locale);
  }

  /** The queue's worker: opens the sealed code and sends it, to someone who holds the identifier only. */
  async deliver(job: QueuedDelivery): Promise<void> {
    const delivery = this.box.open<Delivery>(job.sealed);
    if (!delivery.known) return;
    await this.notifier.send({
      channel: NOTIFIER_CHANNEL[delivery.channel],
      to: delivery.to,
      ...codeMessage(delivery.locale ?? 'en', delivery.code, CODE_TTL_MS / MINUTE_MS),
    });
  }

  private requireEnabled(channel: CodeChannel): void {
    if (!this.enabled(channel))
      throw AppError.notFound(`Sign-in by ${channel === 'email' ? 'email' : 'phone'} code is not enabled on this service.`);
  }
}

/** The device cookie, when it names one of the users the address signs in (it then has budgets of its own). */
function trustedForAny(device: Device | undefined, targets: readonly SignInTarget[]): Device | undefined {
  return targets.map((target) => trustedFor(device, 'user_id' in target ? target.user_id : undefined)).find(Boolean);
}

function macInput(channel: CodeChannel, identifier: string, code: string): string {
  return `${channel}\n${identifier}\n${code}`;
}

/**
 * The language a code goes in: the one chosen by the user the identifier signs in (all of them agreeing,
 * when it signs in to several organisations), else the asking screen's, else English.
 */
export function codeLocale(targets: readonly SignInTarget[], asked: Locale | undefined): Locale {
  const chosen = new Set(targets.flatMap((target) => ('chosen_locale' in target && target.chosen_locale ? [target.chosen_locale] : [])));
  if (chosen.size === 1) return [...chosen][0]!;
  return asked ?? 'en';
}

/**
 * A code's message, subject and text, in a language. The Amharic SMS is one segment (an SMS in Ethiopic
 * letters holds 70 characters; this one is under 60): a split message arrives in parts, or late.
 */
export function codeMessage(locale: Locale, code: string, minutes: number): { subject: string; text: string } {
  if (locale === 'am') return { subject: 'የመግቢያ ኮድዎ', text: `የፖርታል መግቢያ ኮድዎ ${code} ነው። ለ${minutes} ደቂቃ ያገለግላል። ያልጠየቁት ከሆነ ችላ ይበሉት።` };
  return {
    subject: 'Your sign-in code',
    text: `Your portal sign-in code is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
  };
}
