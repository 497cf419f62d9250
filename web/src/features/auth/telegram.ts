/**
 * Telegram's login without its widget script (the console loads nothing from another origin): the
 * browser goes to Telegram's own page, which sends it back to /sign-in/telegram with the signed
 * payload in the fragment (#tgAuthResult=<base64 JSON>); the API checks the signature.
 */
export function telegramLoginUrl(botId: string, origin: string): string {
  const query = new URLSearchParams({ bot_id: botId, origin, request_access: 'write', return_to: `${origin}/sign-in/telegram` });
  return `https://oauth.telegram.org/auth?${query}`;
}

/** The payload from the return address's fragment, or undefined when there is none or it is not JSON. */
export function telegramPayload(hash: string): Record<string, unknown> | undefined {
  const match = /[#&]tgAuthResult=([^&]+)/.exec(hash);
  if (!match) return undefined;
  try {
    const base64 = decodeURIComponent(match[1]!).replace(/-/g, '+').replace(/_/g, '/');
    const json = new TextDecoder().decode(
      Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0)),
    );
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
