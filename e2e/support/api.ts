import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { authPaths } from '@skillpath/contract';
import { newPerson } from './people';

export interface Account {
  id: number;
  token: string;
  email: string;
}

/** Signs up a new learner through the API (201 expected). */
export async function signUpLearner(request: APIRequestContext, label = 'learner') {
  const person = newPerson(label);
  const res = await request.post(authPaths.signUp, { data: person });
  expect(res.status()).toBe(201);
  const body = await res.json();
  return { id: body.id as number, token: body.token as string, email: person.email, person };
}

/** Signs in the e2e server's admin (ADMIN_EMAIL / ADMIN_PASSWORD of playwright.config.ts). */
export async function signInAdmin(request: APIRequestContext): Promise<Account> {
  const res = await request.post('/v1/auth/login', {
    data: { email: 'admin@skillpath.test', password: 'admin-password-1' },
  });
  expect(res.ok()).toBe(true);
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

/**
 * Stores a token in the page's storage the way the web app does (spec 000 §3 keys); the next page the
 * page loads is signed in. A blank page first opens the site's robots.txt: storage needs the origin,
 * and the landing page would cost a whole app's load.
 */
export async function useToken(page: Page, token: string): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/robots.txt');
  await page.evaluate((t) => {
    const claims = JSON.parse(atob(t.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    localStorage.setItem('authToken', t);
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('userId', String(claims.id));
    localStorage.setItem('userEmail', claims.email);
  }, token);
}
