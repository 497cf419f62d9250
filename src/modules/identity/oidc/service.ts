import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import type { SignInConfig } from '../../../config.js';
import { AppError } from '../../../lib/app-error.js';
import { equalHex } from '../../../lib/secret-box.js';
import { MINUTE_MS, type Clock } from '../../../lib/clock.js';
import type { AuthService } from '../sessions/service.js';
import { hashToken } from '../sessions/tokens.js';
import type { IdentitiesRepository } from '../identities/repository.js';
import type { OauthStatesRepository } from './repository.js';

type OidcSettings = NonNullable<SignInConfig['oidc']>;

/** A sign-in started at the identity provider must come back within this. */
const STATE_TTL_MS = 10 * MINUTE_MS;

const FAILED = 'Sign-in with the identity provider failed. Start again.';

/**
 * OpenID Connect authorization code flow with PKCE, state and nonce (openid-client). The issuer must be
 * exactly the configured one (discovery, the `iss` of the callback and of the ID token), and the ID
 * token's audience this client. The provider's subject, or else its verified email, finds the user.
 */
export class OidcService {
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    private readonly settings: OidcSettings,
    private readonly states: OauthStatesRepository,
    private readonly identities: IdentitiesRepository,
    private readonly auth: AuthService,
    private readonly clock: Clock,
  ) {}

  /**
   * The URL to send the browser to, and the binding the browser must carry back (a hash of `state`, set
   * as a cookie by the route): a callback URL opened in another browser signs no one in (login CSRF).
   */
  async start(): Promise<{ url: string; binding: string }> {
    const config = await this.discover();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const nonce = client.randomNonce();
    const now = this.clock.now();
    await this.states.save({
      state_hash: hashToken(state),
      code_verifier: codeVerifier,
      nonce,
      created_at: now,
      expires_at: new Date(now.getTime() + STATE_TTL_MS),
    });
    const url = client
      .buildAuthorizationUrl(config, {
        redirect_uri: this.settings.redirectUri,
        scope: this.settings.scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      .toString();
    return { url, binding: bindingOf(state) };
  }

  /**
   * `query` is the callback's query string as received; `binding` what the browser carried back from the
   * start. Checked before the state is used: a stranger's callback URL leaves the state to its browser.
   */
  async callback(query: Record<string, string>, binding: string | undefined) {
    const config = await this.discover();
    const state = query.state;
    if (!state || !binding || !equalHex(binding, bindingOf(state))) {
      throw AppError.unauthenticated('This sign-in was not started in this browser. Start again.');
    }
    const pending = await this.states.take(hashToken(state), this.clock.now());
    if (!pending) throw AppError.unauthenticated('This sign-in is unknown, used or expired. Start again.');
    if (query.error) throw AppError.unauthenticated(`The identity provider refused the sign-in (${query.error.slice(0, 64)}).`);
    const callbackUrl = new URL(this.settings.redirectUri);
    for (const [name, value] of Object.entries(query)) callbackUrl.searchParams.set(name, value);
    let subject: string;
    let email: Record<string, unknown>;
    try {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.code_verifier,
        expectedState: state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      subject = claims.sub;
      // Providers may keep scope claims out of the ID token (OIDC Core 5.4); then they are at userinfo, for this subject.
      email = 'email' in claims ? { ...claims } : { ...(await client.fetchUserInfo(config, tokens.access_token, subject)) };
    } catch (error) {
      if (isUnreachable(error)) throw new AppError('SERVICE_UNAVAILABLE', 'The identity provider cannot be reached. Try again later.');
      throw AppError.unauthenticated(FAILED);
    }
    const verifiedEmail = typeof email.email === 'string' && email.email_verified === true ? email.email.toLowerCase() : undefined;
    const linked = await this.identities.findUser('idp', `${config.serverMetadata().issuer} ${subject}`);
    if (linked) return this.auth.signIn(linked);
    // By verified email: a user's, or an active member's (whose first sign-in makes their user). An email known
    // to several organisations is not chosen for the person: the email code asks them which.
    const targets = verifiedEmail ? await this.identities.findSignIns('email', verifiedEmail) : [];
    if (targets.length > 1)
      throw new AppError(
        'ORGANISATION_CHOICE_REQUIRED',
        'This email belongs to several organisations: sign in with a code sent to it, which asks which.',
      );
    const user =
      targets[0] && verifiedEmail ? await this.identities.signInUserOf(targets[0], 'email', verifiedEmail, this.clock.now()) : undefined;
    if (!user) throw AppError.unauthenticated('No account is linked to this identity.');
    return this.auth.signIn(user);
  }

  /** The provider's metadata, fetched once per process; a failure is not kept, so the next request tries again. */
  private discover(): Promise<client.Configuration> {
    this.configuration ??= (async () => {
      const issuer = new URL(this.settings.issuer);
      // http only for a provider on this machine (development and tests); anything else must be https.
      const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
      const auth = this.settings.clientSecret ? client.ClientSecretBasic(this.settings.clientSecret) : client.None();
      return client.discovery(
        issuer,
        this.settings.clientId,
        undefined,
        auth,
        loopback ? { execute: [client.allowInsecureRequests] } : undefined,
      );
    })();
    const attempt = this.configuration;
    return attempt.catch((error: unknown) => {
      if (this.configuration === attempt) this.configuration = undefined;
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        isUnreachable(error)
          ? 'The identity provider cannot be reached. Try again later.'
          : 'The identity provider does not match its configuration.',
      );
    });
  }
}

/** What binds a sign-in to the browser that started it: a hash of its state, never the state itself. */
function bindingOf(state: string): string {
  return createHash('sha256').update(`oidc-binding\n${state}`).digest('hex');
}

function isUnreachable(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return error instanceof TypeError || ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'ECONNRESET'].includes(cause?.code ?? '');
}
