import {
  type Batch,
  catalogueAdminRoutes,
  catalogueRoutes,
  catalogueAdminMessages as m,
} from '@skillpath/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockRoute } from '../../../test/api-mock';
import { batch, choose, fill, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

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
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const cloud = batch(2, { name: 'Cloud Weekend', startDate: '2030-03-02' });
    let list: Batch[] = [batch(1)];
    mockRoute(catalogueRoutes.batches, () => list);
    const posts = mockRoute(catalogueAdminRoutes.createBatch, async () => {
      await released;
      list = [...list, cloud];
      return cloud;
    });
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

    await waitFor(() => expect(posts).toHaveLength(1));
    const sent = posts[0]?.body as FormData;
    expect(sent.get('name')).toBe('Cloud Weekend');
    expect(sent.get('mode')).toBe('Offline');
    expect(sent.get('startDate')).toBe('2030-03-02');
    expect(sent.get('image')).toBeNull();

    release();
    expect(await screen.findByText('Batch created successfully.')).toBeInTheDocument();
    expect(await form().findByRole('button', { name: 'Create batch' })).toBeEnabled();
    expect(await cards().findByRole('heading', { name: 'Cloud Weekend' })).toBeInTheDocument();
  });

  it('edits a batch and tells of a failure as a notification, logging the details', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockRoute(catalogueRoutes.batches, [batch(1)]);
    const puts = mockRoute(catalogueAdminRoutes.updateBatch, () => {
      // A failure without the error body of DESIGN §4: MSW sends a thrown response as it is.
      throw HttpResponse.json({}, { status: 500 });
    });
    const { user } = await openAdmin('/admindash/batches', 'Batches Management');
    await user.click(await cards().findByRole('button', { name: 'Edit Batch 1' }));
    expect(form().getByLabelText(/^Name/)).toHaveValue('Batch 1');
    expect(form().getByLabelText(/^Start date/)).toHaveValue('2030-01-15');
    await user.click(form().getByRole('button', { name: 'Update batch' }));

    expect(await screen.findByText('Failed to update batch. Check console for details.')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(puts[0]?.params).toEqual({ id: '1' });
  });
});
