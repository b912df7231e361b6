import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CALLBACK_AUTO_CLOSE_MS, enquiryMessages, enquiryRoutes } from '@skillpath/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { CallbackForm } from './callback-form';
import { CallbackOverlay } from './callback-overlay';

function OverlayHarness() {
  const [opened, overlay] = useDisclosure(false);
  return (
    <>
      <Button onClick={overlay.open}>Request Callback</Button>
      <CallbackOverlay opened={opened} onClose={overlay.close} />
    </>
  );
}

const created = {
  id: 1,
  name: 'Asha Rao',
  phone: '9876543210',
  interested_course: 'Data Science',
  status: 'new' as const,
  created_at: '2026-11-21T10:00:00.000Z',
  message: enquiryMessages.success,
};

async function fill(user: UserEvent, scope: HTMLElement, values: { name?: string; phone?: string }) {
  const form = within(scope);
  if (values.name) await user.type(form.getByLabelText(/^name/i, { selector: 'input' }), values.name);
  if (values.phone)
    await user.type(form.getByLabelText(/^phone number/i, { selector: 'input' }), values.phone);
  await user.click(form.getByRole('combobox', { name: /^interested course/i }));
  await user.click(await screen.findByRole('option', { name: 'Data Science' }));
}

const submit = (user: UserEvent, scope: HTMLElement) =>
  user.click(within(scope).getByRole('button', { name: 'Submit' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('callback form', () => {
  it('shows the spec messages and sends nothing while a field is missing or the phone is not 10 digits', async () => {
    const calls = mockRoute(enquiryRoutes.create, created);
    const user = renderWithProviders(<CallbackForm />);
    await submit(user, document.body);
    expect(screen.getByText(enquiryMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(enquiryMessages.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(enquiryMessages.courseRequired)).toBeInTheDocument();
    // The first gap gets the focus.
    expect(screen.getByLabelText(/^name/i, { selector: 'input' })).toHaveFocus();

    await fill(user, document.body, { name: 'Asha Rao', phone: '98765 4321' });
    await submit(user, document.body);
    expect(screen.getByText(enquiryMessages.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^phone number/i, { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the enquiry, says a call is coming and empties the form', async () => {
    const calls = mockRoute(enquiryRoutes.create, created);
    const user = renderWithProviders(<CallbackForm />);
    await fill(user, document.body, { name: '  Asha Rao ', phone: '9876543210' });
    await submit(user, document.body);
    expect(await screen.findByText(enquiryMessages.success)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      name: 'Asha Rao',
      phone: '9876543210',
      interested_course: 'Data Science',
    });
    expect(screen.getByLabelText(/^name/i, { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText(/^phone number/i, { selector: 'input' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^interested course/i })).toHaveValue('');
  });

  it.each([
    [
      "the server's detail",
      () => apiError(429, 'Too many requests. Try again in 60 seconds.'),
      'Too many requests. Try again in 60 seconds.',
    ],
    [
      'the default message when the server gives no reason',
      () => {
        // A gateway's answer without the error body of DESIGN §4.
        throw new HttpResponse(null, { status: 502 });
      },
      enquiryMessages.failed,
    ],
    [
      'the default message when the server cannot be reached',
      () => {
        throw HttpResponse.error();
      },
      enquiryMessages.failed,
    ],
  ])('shows %s on failure and keeps what was typed', async (_case, respond, message) => {
    mockRoute(enquiryRoutes.create, respond);
    const user = renderWithProviders(<CallbackForm />);
    await fill(user, document.body, { name: 'Asha Rao', phone: '9876543210' });
    await submit(user, document.body);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/^name/i, { selector: 'input' })).toHaveValue('Asha Rao');
  });

  it("puts the server's field messages under the fields", async () => {
    mockRoute(
      enquiryRoutes.create,
      apiError(400, 'Enter a valid 10-digit phone number', undefined, {
        phone: ['Enter a valid 10-digit phone number'],
      }),
    );
    const user = renderWithProviders(<CallbackForm />);
    await fill(user, document.body, { name: 'Asha Rao', phone: '9876543210' });
    await submit(user, document.body);
    await waitFor(() =>
      expect(screen.getByLabelText(/^phone number/i, { selector: 'input' })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  });
});

describe('callback overlay', () => {
  it(`closes itself ${CALLBACK_AUTO_CLOSE_MS} ms after a success, not before`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockRoute(enquiryRoutes.create, created);
    const user = renderWithProviders(<OverlayHarness />);
    await user.click(screen.getByRole('button', { name: 'Request Callback' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a Callback' });
    expect(within(dialog).getByLabelText(/^name/i, { selector: 'input' })).toHaveFocus();
    await fill(user, dialog, { name: 'Asha Rao', phone: '9876543210' });
    await submit(user, dialog);
    expect(await within(dialog).findByText(enquiryMessages.success)).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(CALLBACK_AUTO_CLOSE_MS - 100));
    expect(screen.getByRole('dialog', { name: 'Request a Callback' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open with the error after a failure', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockRoute(enquiryRoutes.create, apiError(500, 'Internal server error'));
    const user = renderWithProviders(<OverlayHarness />);
    await user.click(screen.getByRole('button', { name: 'Request Callback' }));
    const dialog = screen.getByRole('dialog', { name: 'Request a Callback' });
    await fill(user, dialog, { name: 'Asha Rao', phone: '9876543210' });
    await submit(user, dialog);
    expect(await within(dialog).findByText('Internal server error')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(CALLBACK_AUTO_CLOSE_MS * 2));
    expect(screen.getByRole('dialog', { name: 'Request a Callback' })).toBeInTheDocument();
  });

  it('starts empty again after being closed', async () => {
    const user = renderWithProviders(<OverlayHarness />);
    await user.click(screen.getByRole('button', { name: 'Request Callback' }));
    await user.type(screen.getByLabelText(/^name/i, { selector: 'input' }), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Request Callback' }));
    expect(screen.getByLabelText(/^name/i, { selector: 'input' })).toHaveValue('');
  });
});
