import { describe, expect, it } from 'vitest';
import { telegramLoginUrl, telegramPayload } from './telegram';

describe('Telegram sign-in without its script', () => {
  it('sends the browser to Telegram with this console as the way back', () => {
    const url = new URL(telegramLoginUrl('123456', 'https://portal.example'));
    expect(url.origin).toBe('https://oauth.telegram.org');
    expect(url.searchParams.get('bot_id')).toBe('123456');
    expect(url.searchParams.get('return_to')).toBe('https://portal.example/sign-in/telegram');
  });

  it('reads the signed payload from the fragment, and nothing from a broken one', () => {
    const payload = { id: 42, first_name: 'ሰላም', auth_date: 1, hash: 'ab' };
    const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(payload)))).replace(/=+$/, '');
    expect(telegramPayload(`#tgAuthResult=${encoded}`)).toEqual(payload);
    expect(telegramPayload('#tgAuthResult=%%%')).toBeUndefined();
    expect(telegramPayload('#other=1')).toBeUndefined();
  });
});
