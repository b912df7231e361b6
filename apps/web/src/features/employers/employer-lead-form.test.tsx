import { placementMessages } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sentBody } from '../../test/fetch';
import { renderApp } from '../../test/render';

configure({ asyncUtilTimeout: 5000 });

const form = () => screen.getByRole('form', { name: 'Get in Touch' });
const input = (label: RegExp) => within(form()).getByLabelText(label, { selector: 'input, textarea' });

function serve(answer: () => Response) {
  return mockFetch((url, init) =>
    url === '/v1/api/employer-leads/' && init.method === 'POST' ? answer() : jsonResponse(404, {}),
  );
}

async function fill(user: UserEvent) {
  await user.type(input(/^Name/), 'Ravi Kumar');
  await user.type(input(/^Email/), 'Ravi@Example.com');
  await user.type(input(/^Company name/), 'Northwind');
  await user.type(input(/^Requirements/), 'Two React developers in Hyderabad');
}

describe('employer form', { timeout: 20_000 }, () => {
  it('shows the contract messages for empty and invalid fields, and sends nothing', async () => {
    const fetchMock = serve(() => jsonResponse(201, {}));
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
    expect(fetchMock.mock.calls.filter(([url]) => url === '/v1/api/employer-leads/')).toHaveLength(0);
  });

  it('sends the lead and shows the success message, clearing the form', async () => {
    const fetchMock = serve(() => jsonResponse(201, { id: 1, message: placementMessages.leadSent }));
    const { user } = renderApp('/hire-hero');
    await screen.findByRole('form', { name: 'Get in Touch' });
    await fill(user);
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('Thank you! Our hiring team will contact you within one business day.'),
    ).toBeInTheDocument();
    const call = fetchMock.mock.calls.findIndex(([url]) => url === '/v1/api/employer-leads/');
    expect(sentBody(fetchMock, call)).toEqual({
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      company_name: 'Northwind',
      requirements: 'Two React developers in Hyderabad',
    });
    await waitFor(() => expect(input(/^Name/)).toHaveValue(''));
  });

  it("puts the server's field messages on the fields", async () => {
    serve(() =>
      jsonResponse(400, {
        detail: 'Invalid input.',
        fields: { email: ['This email domain is not accepted.'] },
      }),
    );
    const { user } = renderApp('/contact');
    await screen.findByRole('form', { name: 'Get in Touch' });
    await fill(user);
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('This email domain is not accepted.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid input.');
  });

  it('says when the request could not be sent', async () => {
    serve(() => {
      throw new TypeError('offline');
    });
    const { user } = renderApp('/hire-hero');
    await screen.findByRole('form', { name: 'Get in Touch' });
    await fill(user);
    await user.click(within(form()).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to the backend server.');
    expect(input(/^Company name/)).toHaveValue('Northwind');
  });
});
