import {
  assessmentRequestRoutes,
  examRoutes,
  assessmentMessages as m,
  testBankRoutes,
} from '@skillpath/contract';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockRoute } from '../../test/api-mock';
import { domains, requestRecord, signIn } from './assessment-fixtures';
import { ASSESSMENT_SUCCESS_MS } from './assessment-form';
import { mockNoAccount, renderAssessment } from './assessment-test-kit';

configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  vi.useRealTimers();
});

// Typing and clicking through a form or an exam is slow when the suite shares the machine.
describe('/assessmentform', { timeout: 30_000 }, () => {
  it('asks a visitor to sign in first', () => {
    const { router } = renderAssessment('/assessmentform?domainId=1');
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/assessmentform?domainId=1',
    );
  });

  it('shows the same form; a request for a domain leads to its exam', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockRoute(assessmentRequestRoutes.create, requestRecord(4));
    mockNoAccount();
    // The exam it leads to loads, not shown here.
    mockRoute(testBankRoutes.domains, apiError(404, 'Not found.'));
    mockRoute(examRoutes.attempts, apiError(404, 'Not found.'));
    signIn();
    const { user, router } = renderAssessment('/assessmentform?domainId=4');
    expect(screen.getByRole('heading', { level: 1, name: 'Assessment Form' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '9876543210');
    await user.upload(screen.getByLabelText('Resume file'), new File(['%PDF-1.4'], 'cv.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(m.requestSubmitted)).toBeInTheDocument();
    // The form also reads the account to start from (here a 404: nothing to fill).
    expect(calls).toHaveLength(1);
    expect((calls[0]!.body as FormData).get('domain_id')).toBe('4');
    act(() => vi.advanceTimersByTime(ASSESSMENT_SUCCESS_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/4'));
  });

  it('Cancel goes back to the domain list', async () => {
    signIn();
    mockRoute(testBankRoutes.domains, domains);
    mockNoAccount();
    const { user, router } = renderAssessment('/assessmentform');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/domain-selection');
  });
});
