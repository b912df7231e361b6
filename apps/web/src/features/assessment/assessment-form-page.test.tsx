import { assessmentMessages as m } from '@skillpath/contract';
import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { signIn } from './assessment-fixtures';
import { ASSESSMENT_SUCCESS_MS } from './assessment-form';
import { renderAssessment } from './assessment-test-kit';

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
    const fetchMock = mockFetch((url) =>
      url === '/v1/api/create-profile/'
        ? jsonResponse(201, { id: 1, message: m.requestSubmitted })
        : jsonResponse(404, { detail: 'Not found.' }),
    );
    signIn();
    const { user, router } = renderAssessment('/assessmentform?domainId=4');
    expect(screen.getByRole('heading', { level: 1, name: 'Assessment Form' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Username/ }), 'Asha Rao');
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '9876543210');
    await user.upload(screen.getByLabelText('Resume file'), new File(['%PDF-1.4'], 'cv.pdf'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(m.requestSubmitted)).toBeInTheDocument();
    // The form also reads the account to start from (here a 404: nothing to fill).
    const sent = fetchMock.mock.calls.find(([url]) => url === '/v1/api/create-profile/');
    expect((sent![1]!.body as FormData).get('domain_id')).toBe('4');
    act(() => vi.advanceTimersByTime(ASSESSMENT_SUCCESS_MS));
    await waitFor(() => expect(router.state.location.pathname).toBe('/exam/4'));
  });

  it('Cancel goes back to the domain list', async () => {
    signIn();
    mockFetch(() => jsonResponse(200, []));
    const { user, router } = renderAssessment('/assessmentform');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/domain-selection');
  });
});
