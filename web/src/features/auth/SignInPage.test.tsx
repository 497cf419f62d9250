import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/Providers';
import en from '../../messages/en.json';
import am from '../../messages/am.json';
import { SignInPage } from './SignInPage';

type Answer = { status: number; body?: unknown; headers?: Record<string, string> };
let answers: Record<string, Answer | Answer[]>;

/** The server, as far as the sign-in screen talks to it: answers by method and path. */
function fakeServer() {
  vi.stubGlobal('fetch', async (input: Request) => {
    const key = `${input.method} ${new URL(input.url, 'http://console.test').pathname}`;
    const planned = answers[key];
    const answer = Array.isArray(planned) ? planned.shift() : planned;
    if (!answer)
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: key, details: [], request_id: 'x' } }), { status: 404 });
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
}

const PRODUCTION = {
  mode: 'production',
  personas: false,
  password: true,
  email_code: true,
  phone_code: false,
  identity_provider: true,
  messenger: { bot_id: '4242' },
};
const PERSONA = {
  id: 'demo-hr-admin',
  email: 'abebe@demo.portal.et',
  full_name: 'Abebe Girma',
  demo_role: 'HR_ADMIN',
  roles: ['HR_ADMIN'],
  avatar_url: 'http://console.test/a.svg',
  label: 'HR administrator',
  description: 'Members',
};
const refused = (code: string, status: number, headers?: Record<string, string>): Answer => ({
  status,
  headers,
  body: { error: { code, message: code, details: [], request_id: 'r' } },
});

function renderSignIn() {
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/sign-in']}>
        <SignInPage />
      </MemoryRouter>
    </Providers>,
  );
}

beforeEach(() => {
  localStorage.clear();
  answers = { 'GET /v1/auth/session': { status: 200, body: { data: null } } };
  fakeServer();
});
afterEach(() => vi.unstubAllGlobals());

describe('the sign-in screen in production mode', () => {
  it('offers the methods the API has on, and no test user', async () => {
    answers['GET /v1/auth/methods'] = { status: 200, body: { data: PRODUCTION } };
    renderSignIn();
    expect(await screen.findByRole('tab', { name: en['signIn.method.identity_provider'] })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: en['signIn.method.email'] })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: en['signIn.method.messenger'] })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: en['signIn.method.phone'] })).toBeNull();
    expect(screen.queryByText(en['signIn.testUser'])).toBeNull();
    expect(screen.getByRole('link', { name: en['signIn.idp.continue'] })).toHaveAttribute('href', '/v1/auth/oauth/idp/start');
  });

  it('explains a wrong code, then counts down a rate limit from Retry-After', async () => {
    const user = userEvent.setup();
    answers['GET /v1/auth/methods'] = { status: 200, body: { data: PRODUCTION } };
    answers['POST /v1/auth/email/otp/start'] = { status: 202, body: { data: { expires_in: 600 } } };
    answers['POST /v1/auth/email/otp/verify'] = [refused('UNAUTHENTICATED', 401), refused('RATE_LIMITED', 429, { 'retry-after': '30' })];
    renderSignIn();
    await user.click(await screen.findByRole('tab', { name: en['signIn.method.email'] }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en['signIn.email']}`) }), 'hr@example.et');
    await user.click(screen.getByRole('button', { name: en['signIn.code.send'] }));
    expect(await screen.findByText(/The code works for (10:00|9:\d\d) more/, undefined, { timeout: 3_000 })).toBeInTheDocument();
    const digits = screen.getAllByRole('textbox').filter((el) => el.getAttribute('inputmode') === 'numeric');
    await user.click(digits[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: en['signIn.code.verify'] }));
    expect(await screen.findByText(en['signIn.code.wrong'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: en['signIn.code.verify'] }));
    // Counted down from Retry-After (30 s): a loaded machine may already be a few seconds in.
    expect(await screen.findByText(/Too many attempts\. Try again in 0:[0-3]\d\./, undefined, { timeout: 3_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en['signIn.code.verify'] })).toBeDisabled();
  });

  it('asks which organisation when the code opens several, and sends the same code again naming the one chosen', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    answers['GET /v1/auth/methods'] = { status: 200, body: { data: PRODUCTION } };
    answers['POST /v1/auth/email/otp/start'] = { status: 202, body: { data: { expires_in: 600 } } };
    const choice = {
      error: {
        code: 'ORGANISATION_CHOICE_REQUIRED',
        message: 'choose',
        request_id: 'r',
        details: [
          {
            field: 'org_id',
            issue: 'A',
            reason: 'organisation',
            params: { id: '11111111-1111-4111-8111-111111111111', name: 'Addis Cooperative' },
          },
          {
            field: 'org_id',
            issue: 'B',
            reason: 'organisation',
            params: { id: '22222222-2222-4222-8222-222222222222', name: 'Bahir Dar Clinic' },
          },
        ],
      },
    };
    answers['POST /v1/auth/email/otp/verify'] = [{ status: 409, body: choice }, refused('UNAUTHENTICATED', 401)];
    const fetchAnswer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: Request) => {
      if (input.url.endsWith('/otp/verify')) sent.push(await input.clone().json());
      return fetchAnswer(input);
    });
    renderSignIn();
    await user.click(await screen.findByRole('tab', { name: en['signIn.method.email'] }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en['signIn.email']}`) }), 'two@example.et');
    await user.click(screen.getByRole('button', { name: en['signIn.code.send'] }));
    const digits = (await screen.findAllByRole('textbox')).filter((el) => el.getAttribute('inputmode') === 'numeric');
    await user.click(digits[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: en['signIn.code.verify'] }));
    expect(await screen.findByText(en['signIn.organisation.choose'])).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bahir Dar Clinic' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ email: 'two@example.et', code: '123456', org_id: '22222222-2222-4222-8222-222222222222' });
    expect(sent[0]).not.toHaveProperty('org_id');
  });

  it('explains a wrong password without saying which part is wrong', async () => {
    const user = userEvent.setup();
    answers['GET /v1/auth/methods'] = { status: 200, body: { data: { ...PRODUCTION, email_code: false } } };
    answers['POST /v1/auth/login'] = refused('UNAUTHENTICATED', 401);
    renderSignIn();
    await user.click(await screen.findByRole('tab', { name: en['signIn.method.email'] }));
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${en['signIn.email']}`) }), 'hr@example.et');
    await user.type(screen.getByLabelText(new RegExp(`^${en['signIn.password']}`)), 'nope');
    await user.click(screen.getByRole('button', { name: en['signIn.submit'] }));
    expect(await screen.findByText(en['signIn.password.wrong'])).toBeInTheDocument();
  });
});

describe('the sign-in screen in demo mode', () => {
  it('shows the four methods and the test users, in Amharic when that is the chosen language', async () => {
    localStorage.setItem('portal.locale', 'am');
    answers['GET /v1/auth/methods'] = { status: 200, body: { data: { ...PRODUCTION, mode: 'demo', personas: true } } };
    answers['GET /v1/auth/demo-profiles'] = { status: 200, body: { data: [PERSONA] } };
    renderSignIn();
    expect(await screen.findByRole('heading', { name: am['signIn.title'] })).toBeInTheDocument();
    for (const method of ['identity_provider', 'email', 'phone', 'messenger'])
      expect(await screen.findByRole('radio', { name: am[`signIn.method.${method}` as keyof typeof am] })).toBeInTheDocument();
    expect(await screen.findByText(am['signIn.testUser'])).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('am'));
  });

  it("offers the demo organisation's real people (invited, imported) their own email or phone code beside the personas", async () => {
    answers['GET /v1/auth/methods'] = { status: 200, body: { data: { ...PRODUCTION, mode: 'demo', personas: true, phone_code: true } } };
    answers['GET /v1/auth/demo-profiles'] = { status: 200, body: { data: [PERSONA] } };
    renderSignIn();
    expect(await screen.findByText(en['signIn.own'])).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: en['signIn.method.email'] })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: en['signIn.method.phone'] })).toBeInTheDocument();
    // The persona path keeps the identity provider and the messaging app; the own-account tabs do not repeat them.
    expect(screen.queryByRole('tab', { name: en['signIn.method.identity_provider'] })).toBeNull();
  });

  it('hides the test user select when the installation has no demo data (DEMO_DATA=off)', async () => {
    answers['GET /v1/auth/methods'] = { status: 200, body: { data: { ...PRODUCTION, mode: 'demo', personas: true } } };
    answers['GET /v1/auth/demo-profiles'] = { status: 200, body: { data: [] } };
    renderSignIn();
    expect(await screen.findByRole('tab', { name: en['signIn.method.email'] })).toBeInTheDocument();
    // The fake server answers the (empty) personas at once: let that answer render.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(en['signIn.testUser'])).toBeNull();
    expect(screen.queryByText(en['signIn.own'])).toBeNull();
  });
});
