import { AppError } from '../../../lib/app-error.js';
import { MINUTE_MS, type Clock } from '../../../lib/clock.js';
import { hashedKey } from '../../../lib/shared-limits.js';
import type { CodeChannel } from '../../../db/schema.js';
import type { Device } from './device-cookie.js';
import type { SignInLedgerRepository } from './repository.js';

const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The budgets of code sign-in (docs/security.md, "Guessing and lockouts"). Strangers share one budget
 * per identifier; a browser that signed in as the identifier's user before (a device cookie) has its
 * own, so that strangers using theirs up never locks the owner out.
 */
export const CODE_BUDGETS = {
  /** Codes sent per identifier (or per identifier and known device) per 15 minutes. */
  starts: { max: 5, windowMs: 15 * MINUTE_MS },
  /** Messages a recipient gets a day from strangers' requests. */
  messages: { max: 10, windowMs: DAY_MS },
  /** Failed verifications per identifier a day, across all its codes (or per identifier and known device). */
  failures: { max: 10, windowMs: DAY_MS },
} as const;

type Budget = { max: number; windowMs: number };

const noun = (channel: CodeChannel) => (channel === 'email' ? 'address' : 'number');

export class SignInGuard {
  constructor(
    private readonly ledger: SignInLedgerRepository,
    private readonly clock: Clock,
  ) {}

  private entry(kind: string, budget: Budget, channel: CodeChannel, identifier: string, device: Device | undefined, now: Date) {
    const key = hashedKey([kind, channel, identifier, device?.key ?? 'anyone'].join('\n'));
    return { key, max: budget.max, windowMs: budget.windowMs, since: new Date(now.getTime() - budget.windowMs) };
  }

  private async take(
    entries: Parameters<SignInLedgerRepository['take']>[0],
    now: Date,
    message: (seconds: number) => string,
  ): Promise<string[]> {
    const taken = await this.ledger.take(entries, now);
    if ('ids' in taken) return taken.ids;
    const retryAfter = Math.max(1, Math.ceil((taken.freeAt.getTime() - now.getTime()) / 1000));
    throw new AppError('RATE_LIMITED', message(retryAfter), [], { 'retry-after': String(retryAfter) });
  }

  /** Counts a code sent to `identifier`; 429 with Retry-After past its budgets. */
  async codeSent(channel: CodeChannel, identifier: string, device: Device | undefined): Promise<void> {
    const now = this.clock.now();
    const entries = [this.entry('code-start', CODE_BUDGETS.starts, channel, identifier, device, now)];
    // The recipient's daily cap counts strangers' requests; a known device is held by its own budget above.
    if (!device) entries.push(this.entry('code-messages', CODE_BUDGETS.messages, channel, identifier, undefined, now));
    await this.take(entries, now, (seconds) => `Too many codes were sent to this ${noun(channel)}. Try again in ${seconds} seconds.`);
  }

  /**
   * Counts a verification as failed before it is tried (so that concurrent guesses cannot pass the budget
   * together); `succeeded` takes it back. 429 with Retry-After past the budget, whatever the code.
   */
  async codeAttempt(channel: CodeChannel, identifier: string, device: Device | undefined): Promise<{ succeeded(): Promise<void> }> {
    const now = this.clock.now();
    const ids = await this.take(
      [this.entry('code-failures', CODE_BUDGETS.failures, channel, identifier, device, now)],
      now,
      (seconds) => `Too many wrong codes for this ${noun(channel)}. Try again in ${seconds} seconds.`,
    );
    return { succeeded: () => this.ledger.giveBack(ids) };
  }
}
