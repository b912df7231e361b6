import { authRoutes, type User } from '@skillpath/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { clearSession, startSession } from '../../lib/session';
import { mockRoute } from '../../test/api-mock';
import { learnerToken } from '../../test/tokens';
import { AssessmentForm } from './assessment-form';

const account: User = {
  id: 5,
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'learner',
  email_verified: true,
  date_joined: '2030-01-01T00:00:00.000Z',
  last_login: null,
};

function renderForm() {
  render(
    <Providers queryClient={new QueryClient()} env="test">
      <AssessmentForm domainId={1} onSubmitted={vi.fn()} onCancel={vi.fn()} />
    </Providers>,
  );
  return userEvent.setup({ delay: null });
}

afterEach(() => clearSession());

describe('assessment form, signed in', { timeout: 30_000 }, () => {
  it('starts from the account: name, phone and e-mail', async () => {
    startSession(learnerToken({ sub: '5', id: 5, user_id: 5, email: account.email }));
    mockRoute(authRoutes.profile, account);
    renderForm();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('Asha Rao'));
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveValue('9876543210');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('asha@example.com');
  });

  it('keeps what the person typed before the account arrived', async () => {
    startSession(learnerToken({ sub: '5', id: 5, user_id: 5, email: account.email }));
    let answer: (account: User) => void = () => {};
    mockRoute(authRoutes.profile, () => new Promise<User>((resolve) => (answer = resolve)));
    const user = renderForm();
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'Kiran');
    answer(account);
    expect(await screen.findByRole('textbox', { name: /^Email/ })).toHaveValue('asha@example.com');
    expect(screen.getByRole('textbox', { name: /^Username/ })).toHaveValue('Kiran');
  });
});
