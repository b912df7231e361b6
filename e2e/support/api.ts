import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { newPerson } from './people';

export interface Account {
  id: number;
  token: string;
  email: string;
}

/** Signs up a new learner through the API. */
export async function signUpLearner(request: APIRequestContext, label = 'learner'): Promise<Account> {
  const person = newPerson(label);
  const res = await request.post('/v1/auth/sign_up', { data: person });
  const body = await res.json();
  return { id: body.id, token: body.token, email: person.email };
}

/** Signs in the e2e server's admin (ADMIN_EMAIL / ADMIN_PASSWORD of playwright.config.ts). */
export async function signInAdmin(request: APIRequestContext): Promise<Account> {
  const res = await request.post('/v1/auth/login', {
    data: { email: 'admin@skillpath.test', password: 'admin-password-1' },
  });
  const body = await res.json();
  return { id: body.id, token: body.token, email: 'admin@skillpath.test' };
}

/** Starts every page of the context signed in as `account` (the session keys of spec 000 §3). */
export async function useSessionOf(context: BrowserContext, account: Account): Promise<void> {
  await context.addInitScript(
    ([token, id, email]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('isLoggedIn', 'true');
      localStorage.setItem('userId', id);
      localStorage.setItem('userEmail', email);
    },
    [account.token, String(account.id), account.email] as const,
  );
}

export const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });
