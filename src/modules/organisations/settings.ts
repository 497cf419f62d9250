import type { AuthContext } from '../identity/accounts/auth-context.js';
import type { EventsRepository } from '../events/repository.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/app-error.js';
import { cleanText, hasVisibleCharacter, unsafeCharacter } from '../../lib/text.js';
import { SETUP_COUNT_UP_TO } from './schemas.js';
import { SETTINGS, type OrganisationsRepository, type SettingsChange } from './repository.js';

/** Whether Intl knows the zone (every IANA name Node's ICU carries). */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** What an organisation's own users see and set of it over HTTP (the operator's actions are in service.ts). */
export class OrganisationSettings {
  constructor(
    private readonly organisations: OrganisationsRepository,
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  async current(auth: AuthContext) {
    const organisation = await this.organisations.find(auth.orgId);
    if (!organisation) throw AppError.notFound('Your organisation no longer exists.');
    return organisation;
  }

  /**
   * The first-run checklist of a new organisation's super user, each step ticked from what is stored
   * (nothing to mark by hand: a step is done when its work is, and undone if it is undone).
   */
  async setup(auth: AuthContext) {
    const state = await this.organisations.setupState(auth.orgId, SETUP_COUNT_UP_TO);
    if (!state) throw AppError.notFound('Your organisation no longer exists.');
    const counted = (n: string | null) => {
      const count = Number(n);
      return count > SETUP_COUNT_UP_TO ? { count: SETUP_COUNT_UP_TO, more: true } : { count };
    };
    const members = counted(state.members);
    const steps = [
      { key: 'invite_staff' as const, done: Number(state.staff) > 0, ...counted(state.staff) },
      { key: 'departments' as const, done: Number(state.departments) > 0, ...counted(state.departments) },
      { key: 'packages' as const, done: Number(state.packages) > 0, ...counted(state.packages) },
      // Members already in the directory (seeded, or added one by one) need no import to be there.
      { key: 'first_import' as const, done: Boolean(state.imported) || members.count > 0, ...members },
      // Open from the start (the default), but there is nobody to sign in before members are added.
      { key: 'member_sign_in' as const, done: state.member_sign_in && members.count > 0 },
    ];
    return { done: steps.every((step) => step.done), steps };
  }

  /** A change and its event (actor, before and after) in one transaction; the same values again write nothing. */
  async update(auth: AuthContext, sent: SettingsChange) {
    const changes = sent.name === undefined ? sent : { ...sent, name: cleanText(sent.name) };
    const details = [];
    if (changes.name !== undefined && (changes.name.length < 1 || !hasVisibleCharacter(changes.name) || unsafeCharacter(changes.name)))
      details.push({ field: 'name', issue: 'must be 1 to 200 visible characters, with no control or text-direction character' });
    if (changes.time_zone !== undefined && !knownTimeZone(changes.time_zone))
      details.push({ field: 'time_zone', issue: 'must be an IANA time zone, like Africa/Addis_Ababa' });
    if (details.length > 0) throw new AppError('VALIDATION_FAILED', 'The organisation change is not valid.', details);
    const now = this.clock.now();
    await this.organisations.transaction(async (trx) => {
      const before = await this.organisations.lock(trx, auth.orgId);
      if (!before) return;
      const changed = Object.fromEntries(
        SETTINGS.filter((key) => changes[key] !== undefined && changes[key] !== before[key]).map((key) => [
          key,
          { from: before[key], to: changes[key] },
        ]),
      );
      if (Object.keys(changed).length === 0) return;
      await this.organisations.setSettings(trx, auth.orgId, changes, now);
      await this.events.append(trx, {
        orgId: auth.orgId,
        kind: 'org.updated',
        occurredAt: now,
        data: { org_id: auth.orgId, actor: { type: 'user', id: auth.userId }, changes: changed },
      });
    });
    return this.current(auth);
  }
}
