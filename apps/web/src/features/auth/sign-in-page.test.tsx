import {
  type AuthResponse,
  authErrorCodes,
  authRoutes,
  catalogueRoutes,
  overviewRoutes,
} from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken, makeToken } from '../../test/tokens';

/** The spec's client takes token or access, whichever the answer holds; tests send one, or none. */
const answering = (fields: Partial<AuthResponse>) => fields as AuthResponse;

/** No answer at all: the server cannot be reached. */
const serverUnreachable = () =>
  vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

async function signIn(user: UserEvent, email = 'asha@example.com', password = 'secret1') {
  await user.type(await screen.findByLabelText(/^email/i, { selector: 'input' }), email);
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('sign-in form', () => {
  it('keeps Sign In disabled until the e-mail is valid and a password is given', async () => {
    const { user } = renderApp('/signin');
    const email = await screen.findByLabelText(/^email/i, { selector: 'input' });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await user.type(email, 'not-an-email');
    await user.tab();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'asha@example.com');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'x');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it.each([
    [
      401,
      apiError(401, 'Invalid email or password', authErrorCodes.invalidCredentials),
      'Invalid email or password',
    ],
    [
      400,
      apiError(400, 'Invalid input', undefined, { email: ['Please enter a valid email address'] }),
      'Invalid email address',
    ],
    [
      400,
      apiError(400, 'Invalid input', undefined, { password: ['Password is required'] }),
      'Invalid email or password',
    ],
    [
      429,
      apiError(429, 'Too many attempts. Try again in 60 seconds.'),
      'Too many attempts. Try again in 60 seconds.',
    ],
    [500, apiError(500, 'Internal server error'), 'Unable to process request. Please try again later.'],
  ])('maps a %i answer to its message under the e-mail field', async (_status, answer, message) => {
    mockRoute(authRoutes.login, answer);
    const { user } = renderApp('/signin');
    await signIn(user);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^email/i, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the server is unavailable when it cannot be reached', async () => {
    serverUnreachable();
    const { user } = renderApp('/signin');
    await signIn(user);
    expect(await screen.findByText('Unable to process request. Please try again later.')).toBeInTheDocument();
  });

  it("says 'No token received' when the answer holds no token", async () => {
    mockRoute(authRoutes.login, answering({ id: 7 }));
    const { user } = renderApp('/signin');
    await signIn(user);
    expect(await screen.findByText('No token received')).toBeInTheDocument();
  });

  it("says 'Invalid token' when the token names no user", async () => {
    mockRoute(authRoutes.login, answering({ token: makeToken({ email: 'asha@example.com' }) }));
    const { user } = renderApp('/signin');
    await signIn(user);
    expect(await screen.findByText('Invalid token')).toBeInTheDocument();
  });

  it('sends the e-mail lower-cased and goes to an allowed returnUrl', async () => {
    const logins = mockRoute(authRoutes.login, answering({ token: learnerToken() }));
    // The course page it returns to reads its course.
    mockRoute(catalogueRoutes.course, apiError(404, 'Course not found.', 'course_not_found'));
    const { user, router } = renderApp('/signin?returnUrl=%2Ftraincard%2F5');
    await signIn(user, 'Asha@Example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/traincard/5'));
    expect(logins.map((call) => call.body)).toEqual([{ email: 'asha@example.com', password: 'secret1' }]);
  });

  it('takes an admin to the admin Overview when there is no page to return to', async () => {
    mockRoute(authRoutes.login, answering({ token: learnerToken({ role: 'admin' }) }));
    mockRoute(overviewRoutes.overview, apiError(503, 'Not needed here.'));
    const { user, router } = renderApp('/signin');
    await signIn(user);
    // The admin area (its index is the Overview) then loads on its own.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admindash(\/overview)?$/));
  });

  it('takes an admin back to an allowed returnUrl all the same', async () => {
    mockRoute(authRoutes.login, answering({ token: learnerToken({ role: 'admin' }) }));
    mockRoute(catalogueRoutes.course, apiError(404, 'Course not found.', 'course_not_found'));
    const { user, router } = renderApp('/signin?returnUrl=%2Ftraincard%2F5');
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/traincard/5'));
  });

  it.each(['https://evil.example/home', '//evil.example', '/admindash'])(
    'goes home instead of the returnUrl %s',
    async (returnUrl) => {
      mockRoute(authRoutes.login, answering({ access: learnerToken() }));
      // The home page reads the catalogue.
      mockRoute(catalogueRoutes.courses, []);
      mockRoute(catalogueRoutes.batches, []);
      const { user, router } = renderApp(`/signin?returnUrl=${encodeURIComponent(returnUrl)}`);
      await signIn(user);
      await screen.findByRole('heading', { name: /your path to/i });
      expect(router.state.location.pathname).toBe('/home');
    },
  );
});

describe('forgot-password dialog', () => {
  async function openDialog(user: UserEvent) {
    await user.click(await screen.findByRole('button', { name: 'Forgot Password' }));
    return screen.getByRole('dialog', { name: 'Forgot Password' });
  }

  it('enables Send only for a valid e-mail and confirms the link was sent', async () => {
    const sent = mockRoute(authRoutes.forgotPassword, {
      message: 'A password reset link has been sent to your email.',
    });
    const { user } = renderApp('/signin');
    const dialog = await openDialog(user);
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^email/i, { selector: 'input' }), 'asha@');
    await user.tab();
    expect(within(dialog).getByText('Please enter a valid email address.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^email/i, { selector: 'input' }), 'example.com');
    await user.click(send);
    expect(
      await within(dialog).findByText('A password reset link has been sent to your email.'),
    ).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([{ email: 'asha@example.com' }]);
  });

  it.each([
    [
      'the field message',
      // The server's own e-mail rule (it never says whether an address is registered: DESIGN §8).
      () =>
        mockRoute(
          authRoutes.forgotPassword,
          apiError(400, 'Invalid input', undefined, { email: ['Enter a real inbox.'] }),
        ),
      'Enter a real inbox.',
    ],
    [
      'the server detail',
      () => mockRoute(authRoutes.forgotPassword, apiError(429, 'Too many requests.')),
      'Too many requests.',
    ],
    [
      'the default',
      // A gateway's answer: no error body of ours.
      () => vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 502 }))),
      'Failed to send password reset email.',
    ],
    ['the network message', serverUnreachable, 'Failed to send password reset email. Please try again.'],
  ])('shows %s when sending fails', async (_case, serve, message) => {
    serve();
    const { user } = renderApp('/signin');
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/^email/i, { selector: 'input' }), 'asha@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
  });
});

describe('reset link on the sign-in page', () => {
  it('opens the reset-password dialog when uid and token are in the URL', async () => {
    renderApp('/signin?uid=MQ&token=abc');
    const dialog = await screen.findByRole('dialog', { name: 'Reset Password' });
    expect(within(dialog).getByLabelText(/^new password/i, { selector: 'input' })).toBeInTheDocument();
  });

  it('shows no reset dialog without them', async () => {
    renderApp('/signin?uid=MQ');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
