import { employerLeadRoutes, placementMessages } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';

configure({ asyncUtilTimeout: 5000 });

const form = () => screen.getByRole('form', { name: 'Get in Touch' });
const input = (label: RegExp) => within(form()).getByLabelText(label, { selector: 'input, textarea' });

const lead = {
  id: 1,
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  company_name: 'Northwind',
  requirements: 'Two React developers in Hyderabad',
  status: 'new' as const,
  created_at: '2030-01-15T10:00:00.000Z',
  handled_by: null,
  message: placementMessages.leadSent,
};

const serve = (answer: Parameters<typeof mockRoute<typeof employerLeadRoutes.create>>[1]) =>
  mockRoute(employerLeadRoutes.create, answer);

async function fill(user: UserEvent) {
  await user.type(input(/^Name/), 'Ravi Kumar');
  await user.type(input(/^Email/), 'Ravi@Example.com');
  await user.type(input(/^Company name/), 'Northwind');
  await user.type(input(/^Requirements/), 'Two React developers in Hyderabad');
}

describe('employer form', { timeout: 20_000 }, () => {
  it('shows the contract messages for empty and invalid fields, and sends nothing', async () => {
    const calls = serve(lead);
    const { user } = renderApp('/hire-hero');
    await screen.findByRole('form', { name: 'Get in Touch' });
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(placementMessages.leadNameRequired)).toBeInTheDocument();
    expect(screen.getByText(placementMessages.leadEmailRequired)).toBeInTheDocument();
    expect(screen.getByText(placementMessages.leadCompanyRequired)).toBeInTheDocument();
    expect(screen.getByText(placementMessages.leadRequirementsRequired)).toBeInTheDocument();
    expect(input(/^Name/)).toHaveFocus();

    await user.type(input(/^Email/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText(placementMessages.leadEmailInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('sends the lead and shows the success message, clearing the form', async () => {
    const calls = serve(lead);
    const { user } = renderApp('/hire-hero');
    await screen.findByRole('form', { name: 'Get in Touch' });
    await fill(user);
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Thank you! Our hiring team will contact you within one business day.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      company_name: 'Northwind',
      requirements: 'Two React developers in Hyderabad',
    });
    await waitFor(() => expect(input(/^Name/)).toHaveValue(''));
  });

  it("puts the server's field messages on the fields", async () => {
    serve(apiError(400, 'Invalid input.', undefined, { email: ['This email domain is not accepted.'] }));
    const { user } = renderApp('/contact');
    await screen.findByRole('form', { name: 'Get in Touch' });
    await fill(user);
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This email domain is not accepted.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid input.');
  });

  it('says when the request could not be sent', async () => {
    serve(() => {
      throw HttpResponse.error();
    });
    const { user } = renderApp('/hire-hero');
    await screen.findByRole('form', { name: 'Get in Touch' });
    await fill(user);
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to the backend server.');
    expect(input(/^Company name/)).toHaveValue('Northwind');
  });
});
