import {
  assessmentRequestRoutes,
  examRoutes,
  assessmentMessages as m,
  testBankRoutes,
} from '@skillpath/contract';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockRoute } from '../../test/api-mock';
import { domains, freshAttempts, requestRecord, signIn } from './assessment-fixtures';
import { ASSESSMENT_SUCCESS_MS } from './assessment-form';
import { mockNoAccount, renderAssessment } from './assessment-test-kit';
import defaultImage from './default-domain-image.svg';

// Typing and file uploads are slow when the whole suite shares the machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });

type DomainsAnswer = Parameters<typeof mockRoute<typeof testBankRoutes.domains>>[1];

/** The domains as `list` answers them; returns the assessment requests sent. */
function serve(list: DomainsAnswer = domains, attempts = freshAttempts) {
  mockRoute(testBankRoutes.domains, list);
  mockRoute(examRoutes.attempts, ({ params }) =>
    params.id === '1' ? attempts : apiError(404, 'Not found.'),
  );
  return mockRoute(assessmentRequestRoutes.create, ({ body }) =>
    requestRecord(Number((body as FormData).get('domain_id'))),
  );
}

const cards = () => screen.findAllByRole('article');

afterEach(() => {
  vi.useRealTimers();
});

// Typing and clicking through a form or an exam is slow when the suite shares the machine.
describe('domain selection', { timeout: 30_000 }, () => {
  it('shows the headline and a card per domain: image, name, description, Start Challenge', async () => {
    serve();
    renderAssessment('/domain-selection');
    expect(screen.getByRole('heading', { level: 1, name: 'Start Your Expertise Quest' })).toBeInTheDocument();
    const [python, java] = await cards();
    const first = within(python!);
    expect(first.getByRole('heading', { name: 'Python' })).toBeInTheDocument();
    expect(first.getByText(domains[0]!.description)).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Start Challenge: Python' })).toBeInTheDocument();
    expect(python!.querySelector('img')).toHaveAttribute('src', '/media/domains/python.webp');
    // The entrance waits 0.1 s per card: the grid passes each card its place.
    expect(java!.style.getPropertyValue('--card-index')).toBe('1');
  });

  it('shows the default assignment image for a domain without one, or whose image fails', async () => {
    serve();
    renderAssessment('/domain-selection');
    const [python, java] = await cards();
    expect(java!.querySelector('img')).toHaveAttribute('src', defaultImage);
    fireEvent.error(python!.querySelector('img')!);
    await waitFor(() => expect(python!.querySelector('img')).toHaveAttribute('src', defaultImage));
  });

  it('a failed load leaves the list empty, says so quietly and offers Retry', async () => {
    let fail = true;
    serve(() => (fail ? apiError(500, 'Internal server error') : domains));
    const { user } = renderAssessment('/domain-selection');
    expect(await screen.findByText('We could not load the domains just now.')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await cards()).toHaveLength(2);
  });

  it('sends a visitor to sign in, asking to come back to the chosen domain', async () => {
    serve();
    const { user, router } = renderAssessment('/domain-selection');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Start Challenge: Java' }));
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/domain-selection?domain=2',
    );
  });

  it('shows a signed-in learner which attempt is next, and no start once none is open now', async () => {
    const next = '2026-02-02T10:00:00.000Z';
    serve(undefined, {
      ...freshAttempts,
      sections: [
        { ...freshAttempts.sections[0]!, status: 'exhausted', attempts_used: 3, attempts_left: 0 },
        {
          ...freshAttempts.sections[1]!,
          status: 'waiting',
          attempts_used: 1,
          attempts_left: 2,
          next_attempt_at: next,
        },
      ],
    });
    signIn();
    renderAssessment('/domain-selection');
    const [python, java] = await cards();
    expect(await within(python!).findByText(`Aptitude: ${m.attemptsUsed(3, 3)}`)).toBeInTheDocument();
    expect(
      within(python!).getByText(new RegExp(`^Domain Questions: ${m.attemptsUsed(1, 3)} Your next attempt`)),
    ).toBeInTheDocument();
    expect(within(python!).queryByRole('button')).not.toBeInTheDocument();
    // Java's attempts could not be read: its card stays as it was.
    expect(within(java!).getByRole('button', { name: 'Start Challenge: Java' })).toBeInTheDocument();
  });

  it('says "Attempt 2 of 3" on the card after one attempt', async () => {
    serve(undefined, {
      ...freshAttempts,
      sections: freshAttempts.sections.map((s) => ({ ...s, attempts_used: 1, attempts_left: 2 })),
    });
    signIn();
    renderAssessment('/domain-selection');
    const [python] = await cards();
    expect(await within(python!).findByText(`Aptitude: ${m.attemptOf(2, 3)}`)).toBeInTheDocument();
    expect(within(python!).getByRole('button', { name: 'Start Challenge: Python' })).toBeInTheDocument();
  });

  it('back from sign-in, opens the form for the domain picked before', async () => {
    serve();
    mockNoAccount();
    signIn();
    const { router } = renderAssessment('/domain-selection?domain=2');
    const dialog = await screen.findByRole('dialog', { name: 'Assessment Form' });
    expect(dialog).toHaveTextContent('Java challenge');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('Start Challenge opens the form overlay with scrolling locked; the close icon closes it', async () => {
    serve();
    mockNoAccount();
    signIn();
    const { user } = renderAssessment('/domain-selection');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Start Challenge: Python' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assessment Form' });
    expect(dialog).toHaveTextContent('Python challenge');
    await waitFor(() => expect(document.body).toHaveStyle({ overflow: 'hidden' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.body).not.toHaveStyle({ overflow: 'hidden' }));
  });

  it('on submit: the success for 1.5 s, then the overlay closes and the exam of that domain opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const requests = serve();
    mockNoAccount();
    signIn();
    const { user, router } = renderAssessment('/domain-selection');
    await cards();
    await user.click(screen.getByRole('button', { name: 'Start Challenge: Java' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assessment Form' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'Asha Rao');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone number/ }), '9876543210');
    await user.upload(within(dialog).getByLabelText('Resume file'), new File(['%PDF-1.4'], 'cv.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(m.requestSubmitted)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect((requests[0]!.body as FormData).get('domain_id')).toBe('2');
    expect(router.state.location.pathname).toBe('/domain-selection');

    act(() => vi.advanceTimersByTime(ASSESSMENT_SUCCESS_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
