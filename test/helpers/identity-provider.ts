import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person at the identity provider: `sub`, and the email it vouches for. */
export interface ProviderAccount {
  sub: string;
  email: string;
  emailVerified: boolean;
}

export interface IdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in at the provider's login step (the test's stand-in for a person typing a password). */
  signInAs(account: ProviderAccount): void;
  /** Follows the provider's redirects from an authorization URL, with cookies, to the URL it sends back. */
  authorize(authorizationUrl: string): Promise<URL>;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, with one confidential client that must
 * use PKCE. Its login and consent step completes at once for the account set by `signInAs`.
 */
export async function startIdentityProvider(redirectUri: string): Promise<IdentityProvider> {
  const clientId = 'portal';
  const clientSecret = 'portal-client-secret';
  let account: ProviderAccount | undefined;
  let provider: Provider | undefined;

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) void finishInteraction(request, response);
    else provider!.callback()(request, response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['identity-provider-test-key'] },
    // Its own signing key and lifetimes, so that the provider does not warn about development defaults.
    jwks: {
      keys: [
        {
          ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
          kid: 'test',
          use: 'sig',
          alg: 'RS256',
        },
      ] as never,
    },
    ttl: { Session: 600, Interaction: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    async findAccount(_ctx, sub) {
      if (!account || account.sub !== sub) return undefined;
      const { email, emailVerified } = account;
      return { accountId: sub, claims: async () => ({ sub, email, email_verified: emailVerified }) };
    },
  });

  async function finishInteraction(request: IncomingMessage, response: ServerResponse) {
    try {
      const details = await provider!.interactionDetails(request, response);
      const grant = new provider!.Grant({ accountId: account!.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider!.interactionFinished(
        request,
        response,
        { login: { accountId: account!.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(next) {
      account = next;
    },
    async authorize(authorizationUrl) {
      const cookies = new Map<string, string>();
      let url = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (url.origin !== issuer) return url;
        const response = await fetch(url, {
          redirect: 'manual',
          headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
        });
        for (const header of response.headers.getSetCookie()) {
          const [pair] = header.split(';');
          const at = pair!.indexOf('=');
          cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
        }
        const location = response.headers.get('location');
        if (!location) throw new Error(`the provider answered ${response.status} without a redirect: ${await response.text()}`);
        url = new URL(location, url);
      }
      throw new Error('too many redirects at the provider');
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
