import { assessmentRequestRoutes, assessmentMessages as m } from '@skillpath/contract';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers';
import { apiError, filePart, mockRoute, watchSentForms } from '../../test/api-mock';
import { requestRecord } from './assessment-fixtures';
import { ASSESSMENT_SUCCESS_MS, AssessmentForm } from './assessment-form';

function renderForm(domainId?: number) {
  const onSubmitted = vi.fn();
  const onCancel = vi.fn();
  // Tests with fake timers let them advance with real time too, so user-event's own pauses still end.
  const user = userEvent.setup({ delay: null });
  render(
    <Providers queryClient={new QueryClient()} env="test">
      <AssessmentForm domainId={domainId} onSubmitted={onSubmitted} onCancel={onCancel} />
    </Providers>,
  );
  return { user, onSubmitted, onCancel };
}

const pdfText = '%PDF-1.4\n%%EOF\n';
const pdf = (name = 'resume.pdf') => new File([pdfText], name, { type: 'application/pdf' });
const username = () => screen.getByRole('textbox', { name: /^Username/ });
const phone = () => screen.getByRole('textbox', { name: /^Phone number/ });

async function fill(user: UserEvent, values: { name?: string; mobile?: string; file?: File }) {
  if (values.name) await user.type(username(), values.name);
  if (values.mobile) await user.type(phone(), values.mobile);
  if (values.file) await user.upload(screen.getByLabelText('Resume file'), values.file);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(() => {
  vi.useRealTimers();
});

// Typing and clicking through a form or an exam is slow when the suite shares the machine.
describe('assessment form', { timeout: 30_000 }, () => {
  it('shows the spec messages for a blank form and sends nothing', async () => {
    const calls = mockRoute(assessmentRequestRoutes.create, requestRecord(1));
    const { user } = renderForm(1);
    await submit(user);
    expect(await screen.findByText(m.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(m.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.resumeRequired)).toBeInTheDocument();
    expect(username()).toHaveFocus();
    expect(calls).toHaveLength(0);
  });

  it('wants exactly 10 digits and a .pdf, .doc or .docx resume', async () => {
    mockRoute(assessmentRequestRoutes.create, requestRecord(1));
    const { user } = renderForm(1);
    expect(screen.getByLabelText('Resume file')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await fill(user, { name: 'Asha Rao', mobile: '98765', file: new File(['x'], 'resume.txt') });
    await submit(user);
    expect(await screen.findByText(m.mobileInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.resumeRequired)).toBeInTheDocument();

    await user.type(phone(), '43210');
    await user.upload(screen.getByLabelText('Resume file'), new File(['x'], 'cv.DOCX'));
    await waitFor(() => expect(screen.queryByText(m.mobileInvalid)).not.toBeInTheDocument());
    await submit(user);
    await waitFor(() => expect(screen.queryByText(m.resumeRequired)).not.toBeInTheDocument());
  });

  it('sends the request as multipart, shows the success for 1.5 s, then resets and reports back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = mockRoute(assessmentRequestRoutes.create, requestRecord(3));
    const sentForms = watchSentForms();
    const { user, onSubmitted } = renderForm(3);
    await fill(user, { name: ' Asha Rao ', mobile: '9876543210', file: pdf() });
    await submit(user);

    expect(await screen.findByText(m.requestSubmitted)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    const body = calls[0]!.body as FormData;
    expect(body.get('username')).toBe('Asha Rao');
    expect(body.get('mobile')).toBe('9876543210');
    expect(body.get('domain_id')).toBe('3');
    expect(await filePart(sentForms()[0], 'resume')).toEqual({
      name: 'resume.pdf',
      type: 'application/pdf',
      bytes: [...new TextEncoder().encode(pdfText)],
    });

    act(() => vi.advanceTimersByTime(ASSESSMENT_SUCCESS_MS - 100));
    expect(onSubmitted).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(username()).toHaveValue('');
    expect(screen.queryByText(m.requestSubmitted)).not.toBeInTheDocument();
  });

  it.each([
    [
      '400 with field messages: joined',
      apiError(400, 'Invalid', undefined, { mobile: ['Bad mobile.'], resume: ['Bad resume.'] }),
      'Bad mobile. Bad resume.',
    ],
    ['400 without field messages: the generic failure', apiError(400, 'Invalid'), m.requestFailed],
    ['413: the reason', apiError(413, m.resumeTooLarge), m.resumeTooLarge],
    ['415: the reason', apiError(415, m.resumeRequired), m.resumeRequired],
    ['500: unexpected', apiError(500, 'Internal server error'), m.requestUnexpected],
  ])('a failure shows the spec message (%s)', async (_name, failure, message) => {
    mockRoute(assessmentRequestRoutes.create, failure);
    const { user, onSubmitted } = renderForm(1);
    await fill(user, { name: 'Asha Rao', mobile: '9876543210', file: pdf() });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('Cancel resets the form and reports back', async () => {
    const { user, onCancel } = renderForm(1);
    await fill(user, { name: 'Half typed' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(username()).toHaveValue('');
  });
});
