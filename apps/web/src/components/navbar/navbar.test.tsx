import { authRoutes, catalogueRoutes } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionKeys, startSession } from '../../lib/session';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('navbar', () => {
  // The landing page, where most of these tests start or end, reads the catalogue.
  beforeEach(() => {
    // The landing page behind the bar reads the catalogue: empty lists will do here.
    mockRoute(catalogueRoutes.courses, []);
    mockRoute(catalogueRoutes.batches, []);
  });

  it('shows the spec items with section anchors and a chat link', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/home#about');
    expect(within(nav).getByRole('link', { name: 'Batches' })).toHaveAttribute(
      'href',
      '/home#upcomingbatches',
    );
    expect(within(nav).getByRole('link', { name: 'Programs' })).toHaveAttribute(
      'href',
      '/home#featured-programs',
    );
    const contact = within(nav).getByRole('link', { name: /contact us/i });
    expect(contact.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(contact).toHaveAttribute('target', '_blank');
  });

  it('disables SignUp on the register page and Login on the sign-in page', async () => {
    const { user } = renderApp('/registernow');
    await screen.findByRole('heading', { name: 'Join the product' });
    expect(screen.getByRole('button', { name: 'SignUp' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/registernow');
  });

  it('offers SignUp and Login as links, which work before and without scripts', async () => {
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'SignUp' })).toHaveAttribute('href', '/registernow');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
  });

  it('shows the Admin item only to an admin', async () => {
    startSession(learnerToken({ role: 'admin' }));
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admindash');
  });

  it('hides the Admin item from a learner and from visitors', async () => {
    startSession(learnerToken());
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('shows the first letter of the e-mail with Profile and Logout for a signed-in learner', async () => {
    startSession(learnerToken());
    const { user } = renderApp('/home');
    const account = await screen.findByRole('button', { name: 'Account menu for asha@example.com' });
    expect(account).toHaveTextContent('A');
    expect(screen.queryByRole('link', { name: 'SignUp' })).not.toBeInTheDocument();
    await user.click(account);
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/userdash/7');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('logs out on the server, clears the session and goes home', async () => {
    startSession(learnerToken());
    const logouts = mockRoute(authRoutes.logout, { message: 'Logged out successfully.' });
    const { user, router } = renderApp('/signin');
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'SignUp' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(logouts).toHaveLength(1);
    expect(localStorage.getItem(sessionKeys.authToken)).toBeNull();
  });

  it('clears the session even when the server logout fails, and says so', async () => {
    startSession(learnerToken());
    mockRoute(authRoutes.logout, apiError(500, 'Internal server error'));
    const { user } = renderApp('/home');
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(
      await screen.findByText('Logout failed on server, but session cleared locally.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem(sessionKeys.authToken)).toBeNull();
  });

  it('opens the mobile sidebar from the burger and closes it on navigation', async () => {
    const { user, router } = renderApp('/signin');
    await user.click(await screen.findByRole('link', { name: 'Open navigation' }));
    const sidebar = await screen.findByRole('dialog', { name: 'Skillpath' });
    expect(router.state.location.hash).toBe('');
    await user.click(within(sidebar).getByRole('link', { name: 'Batches' }));
    expect(router.state.location).toMatchObject({ pathname: '/home', hash: '#upcomingbatches' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links the burger to a menu of its own for browsers that run no script', async () => {
    renderApp('/home');
    const burger = await screen.findByRole('link', { name: 'Open navigation' });
    const menu = document.getElementById(burger.getAttribute('href')!.slice(1));
    // Shown by CSS only while it is the URL's target.
    expect(menu).toHaveAttribute('hidden');
    const links = within(menu!);
    expect(links.getByRole('link', { name: 'Batches', hidden: true })).toHaveAttribute(
      'href',
      '/home#upcomingbatches',
    );
    expect(links.getByRole('link', { name: 'Login', hidden: true })).toHaveAttribute('href', '/signin');
    expect(links.getByRole('link', { name: 'SignUp', hidden: true })).toHaveAttribute('href', '/registernow');
  });
});
