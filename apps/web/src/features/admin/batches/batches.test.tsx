import { type Batch, catalogueAdminMessages as m } from '@skillpath/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  batch,
  choose,
  deferred,
  fill,
  mockAdminApi,
  on,
  openAdmin,
  preloadAdminArea,
  screenTestTimeout,
} from '../admin-test-kit';

preloadAdminArea();

const form = () => within(screen.getByRole('region', { name: /^(Add a batch|Edit batch)/ }));
const cards = () => within(screen.getByRole('region', { name: /^Batches/ }));

async function fillBatch(user: UserEvent) {
  await fill(user, form().getByLabelText(/^Name/), 'Cloud Weekend');
  await fill(user, form().getByLabelText(/^Instructor/), 'Arjun Mehta');
  await choose(user, form().getByRole('combobox', { name: /^Mode/ }), 'Offline');
  fireEvent.change(form().getByLabelText(/^Start date/), { target: { value: '2030-03-02' } });
}

describe('batches management', screenTestTimeout, () => {
  it('needs name, instructor, mode and start date; the button reads Processing... while it saves', async () => {
    const reply = deferred();
    let list: Batch[] = [batch(1)];
    const fetchMock = mockAdminApi(
      on('GET', '/v1/api/batches/', () => jsonResponse(200, list)),
      on('POST', '/v1/api/batches/', async () => {
        const response = await reply.promise;
        list = [...list, batch(2, { name: 'Cloud Weekend', startDate: '2030-03-02' })];
        return response;
      }),
    );
    const { user } = await openAdmin('/admindash/batches', 'Batches Management');
    await cards().findByRole('heading', { name: 'Batch 1' });

    await user.click(form().getByRole('button', { name: 'Create batch' }));
    expect(await screen.findByText(m.batchInvalid)).toBeInTheDocument();
    expect(form().getAllByText(m.fieldRequired)).toHaveLength(4);

    await fillBatch(user);
    await user.click(form().getByRole('button', { name: 'Create batch' }));
    const busy = await form().findByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    expect(cards().getByRole('button', { name: 'Edit Batch 1' })).toBeDisabled();

    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const sent = post?.[1]?.body as FormData;
    expect(sent.get('name')).toBe('Cloud Weekend');
    expect(sent.get('mode')).toBe('Offline');
    expect(sent.get('startDate')).toBe('2030-03-02');
    expect(sent.get('image')).toBeNull();

    reply.release(jsonResponse(201, batch(2, { name: 'Cloud Weekend', startDate: '2030-03-02' })));
    expect(await screen.findByText('Batch created successfully.')).toBeInTheDocument();
    expect(await form().findByRole('button', { name: 'Create batch' })).toBeEnabled();
    expect(await cards().findByRole('heading', { name: 'Cloud Weekend' })).toBeInTheDocument();
  });

  it('edits a batch and tells of a failure as a notification, logging the details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockAdminApi(
      on('GET', '/v1/api/batches/', () => jsonResponse(200, [batch(1)])),
      on('PUT', '/v1/api/batches/1/', () => jsonResponse(500, {})),
    );
    const { user } = await openAdmin('/admindash/batches', 'Batches Management');
    await user.click(await cards().findByRole('button', { name: 'Edit Batch 1' }));
    expect(form().getByLabelText(/^Name/)).toHaveValue('Batch 1');
    expect(form().getByLabelText(/^Start date/)).toHaveValue('2030-01-15');
    await user.click(form().getByRole('button', { name: 'Update batch' }));

    expect(await screen.findByText('Failed to update batch. Check console for details.')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
  });
});
