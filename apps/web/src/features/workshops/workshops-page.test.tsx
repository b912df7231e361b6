import { placementErrorCodes as codes, placementMessages, workshopRoutes } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';
import { inDays, workshop } from './workshop-fixtures';

configure({ asyncUtilTimeout: 5000 });

const react = workshop({ id: 1 });
const full = workshop({
  id: 2,
  title: 'SQL Basics',
  date: inDays(3),
  already_enrolled: 30,
  capacity: 30,
  open: false,
});
const closed = workshop({
  id: 3,
  title: 'Docker Intro',
  date: inDays(5),
  admin_closing_date: inDays(-1),
  open: false,
});
const past = workshop({
  id: 4,
  title: 'Old Workshop',
  date: inDays(-3),
  admin_closing_date: inDays(-5),
  open: false,
});

const registration = {
  id: 1,
  workshop_id: 1,
  workshop_title: react.title,
  user_id: 7,
  name: 'Asha',
  email: 'asha@example.com',
  created_at: '2026-03-12T10:00:00.000Z',
  message: placementMessages.registered,
};

function serve(register: Parameters<typeof mockRoute<typeof workshopRoutes.register>>[1] = registration) {
  mockRoute(workshopRoutes.list, [react, full, closed, past]);
  const calls = mockRoute(workshopRoutes.register, register);
  const rendered = renderApp('/workshops');
  const registerCalls = () => calls.filter((call) => call.params.id === String(react.id));
  return { ...rendered, registerCalls };
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('workshops page', { timeout: 20_000 }, () => {
  it('lists the upcoming workshops, soonest first, with their facts and seats left', async () => {
    serve();
    expect(await screen.findByRole('heading', { level: 1, name: 'Workshops' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'SQL Basics',
      'Docker Intro',
      'React in a Day',
    ]);
    const c = within(card('React in a Day'));
    expect(c.getByText('with Priya Sharma')).toBeInTheDocument();
    expect(c.getByText('Online')).toBeInTheDocument();
    expect(c.getByText('6 hours')).toBeInTheDocument();
    expect(c.getByText('English, Hindi')).toBeInTheDocument();
    expect(c.getByText('28 of 40')).toBeInTheDocument();
    expect(c.getByText('Application Deadline')).toBeInTheDocument();
    expect(c.getByText('Build and ship a small React app.')).toBeInTheDocument();
    expect(c.getByText('Frontend internships')).toBeInTheDocument();
  });

  it('disables Register on a full or closed workshop and says why', async () => {
    serve();
    await screen.findByRole('article', { name: 'SQL Basics' });
    expect(
      within(card('SQL Basics')).getByRole('button', { name: 'Register for SQL Basics' }),
    ).toBeDisabled();
    expect(within(card('SQL Basics')).getByText(placementMessages.workshopFull)).toBeInTheDocument();
    expect(
      within(card('Docker Intro')).getByRole('button', { name: 'Register for Docker Intro' }),
    ).toBeDisabled();
    expect(within(card('Docker Intro')).getByText(placementMessages.workshopClosed)).toBeInTheDocument();
  });

  it('sends a visitor to sign in first, saying to come back', async () => {
    const { user, router, registerCalls } = serve();
    await screen.findByRole('article', { name: 'React in a Day' });
    await user.click(screen.getByRole('button', { name: 'Register for React in a Day' }));
    expect(router.state.location.pathname).toBe('/signin');
    expect(
      await screen.findByText('Please sign in, then come back to Workshops to register.'),
    ).toBeInTheDocument();
    expect(registerCalls()).toHaveLength(0);
  });

  it('registers a learner and shows the confirmation', async () => {
    localStorage.setItem('authToken', learnerToken());
    const { user, registerCalls } = serve();
    await screen.findByRole('article', { name: 'React in a Day' });
    await user.click(screen.getByRole('button', { name: 'Register for React in a Day' }));
    expect(await screen.findByText('You are registered for the workshop.')).toBeInTheDocument();
    expect(registerCalls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Register for React in a Day' })).toHaveTextContent(
      'Registered',
    );
  });

  it.each([
    [placementMessages.alreadyRegistered, codes.alreadyRegistered, true],
    [placementMessages.workshopFull, codes.workshopFull, false],
  ])('shows the server conflict "%s"', async (detail, code, done) => {
    localStorage.setItem('authToken', learnerToken());
    const { user } = serve(apiError(409, detail, code));
    await screen.findByRole('article', { name: 'React in a Day' });
    await user.click(screen.getByRole('button', { name: 'Register for React in a Day' }));
    expect(await within(card('React in a Day')).findByText(detail)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Register for React in a Day' });
    if (done) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();
  });

  it('has a clear empty state', async () => {
    mockRoute(workshopRoutes.list, [past]);
    renderApp('/workshops');
    expect(await screen.findByRole('heading', { name: 'No upcoming workshops' })).toBeInTheDocument();
  });

  it('shows each fee, and Register on a priced workshop leads to its checkout, never to the free path', async () => {
    localStorage.setItem('authToken', learnerToken());
    const paid = workshop({ id: 6, title: 'Paid Workshop', fee: 499 });
    mockRoute(workshopRoutes.list, [react, paid]);
    renderApp('/workshops');
    const paidCard = await screen.findByRole('article', { name: 'Paid Workshop' });
    expect(within(paidCard).getByText('₹499')).toBeInTheDocument();
    expect(within(card('React in a Day')).getByText('Free')).toBeInTheDocument();
    // A link to the checkout, not a button that registers.
    expect(within(paidCard).getByRole('link', { name: 'Register for Paid Workshop' })).toHaveAttribute(
      'href',
      '/checkout/workshop/6',
    );
    expect(
      within(card('React in a Day')).getByRole('button', { name: 'Register for React in a Day' }),
    ).toBeEnabled();
  });
});
