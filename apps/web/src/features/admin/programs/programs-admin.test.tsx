import {
  catalogueAdminRoutes,
  catalogueRoutes,
  catalogueAdminMessages as m,
  type Program,
  type ProgramInput,
} from '@skillpath/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRoute } from '../../../test/api-mock';
import { samplePrograms } from '../../../test/program-fixtures';
import { fill, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

/** A program list that the create, update and delete calls change, as the server would. */
function programServer() {
  let list: Program[] = structuredClone(samplePrograms);
  mockRoute(catalogueRoutes.programs, () => list);
  const posts = mockRoute(catalogueAdminRoutes.createProgram, ({ body }) => {
    const created = { id: 99, description: '', position: 0, ...(body as ProgramInput) } as Program;
    list = [...list, created];
    return created;
  });
  const puts = mockRoute(catalogueAdminRoutes.updateProgram, ({ params, body }) => {
    const id = Number(params.id);
    const updated = { ...list.find((p) => p.id === id)!, ...(body as ProgramInput) } as Program;
    list = list.map((p) => (p.id === id ? updated : p));
    return updated;
  });
  const deletes = mockRoute(catalogueAdminRoutes.deleteProgram, ({ params }) => {
    list = list.filter((p) => p.id !== Number(params.id));
    return undefined;
  });
  return { posts, puts, deletes };
}

const form = () => within(screen.getByRole('region', { name: /^(Add a program|Edit program)/ }));
const cards = () => within(screen.getByRole('region', { name: /^Programs/ }));

describe('program management', screenTestTimeout, () => {
  it('refuses an incomplete program, then creates one with its features and weeks as lists', async () => {
    const { posts } = programServer();
    const { user } = await openAdmin('/admindash/programs', 'Programs');
    await cards().findByRole('heading', { name: 'Machine Learning Mastery' });
    expect(cards().getAllByText('₹45,000')).toHaveLength(2);

    await user.click(form().getByRole('button', { name: 'Create program' }));
    expect(await screen.findByText(m.programInvalid)).toBeInTheDocument();
    expect(form().getAllByText(m.fieldRequired)).toHaveLength(2);
    expect(form().getByText(m.programPriceInvalid)).toBeInTheDocument();
    expect(form().getAllByText(m.programWeekInvalid)).toHaveLength(2);
    expect(posts).toHaveLength(0);

    await fill(user, form().getByLabelText(/^Title/), 'Data Engineering');
    await fill(user, form().getByLabelText(/^Duration/), '90 Days');
    await fill(user, form().getByLabelText(/^Price/), '52000');
    await fill(user, form().getByLabelText(/^Features/), 'Spark\n\n Airflow ');
    await fill(user, form().getByLabelText(/^Week 1 title/), 'Foundations');
    await fill(user, form().getByLabelText(/^Week 1 topics/), 'SQL\nPython');
    await user.click(form().getByRole('button', { name: 'Add week' }));
    await fill(user, form().getByLabelText(/^Week 2 title/), 'Capstone');
    await fill(user, form().getByLabelText(/^Week 2 topics/), 'Demo day');
    await user.click(form().getByRole('button', { name: 'Create program' }));

    expect(await screen.findByText(m.programCreated)).toBeInTheDocument();
    expect(posts[0]!.body).toEqual({
      title: 'Data Engineering',
      duration: '90 Days',
      price: 52_000,
      position: 0,
      description: '',
      features: ['Spark', 'Airflow'],
      curriculum: [
        { title: 'Foundations', topics: ['SQL', 'Python'] },
        { title: 'Capstone', topics: ['Demo day'] },
      ],
    });
    expect(await cards().findByRole('heading', { name: 'Data Engineering' })).toBeInTheDocument();
    expect(form().getByLabelText(/^Title/)).toHaveValue('');
  });

  it('edit prefills the form with the weeks, a removed week is not sent, and the price changes', async () => {
    const { puts } = programServer();
    const { user } = await openAdmin('/admindash/programs', 'Programs');
    await user.click(await cards().findByRole('button', { name: 'Edit Cloud AI Solutions' }));
    expect(screen.getByRole('heading', { name: 'Edit program: Cloud AI Solutions' })).toBeInTheDocument();
    expect(form().getByLabelText(/^Price/)).toHaveValue('60,000');
    expect(form().getByLabelText(/^Week 1 title/)).toHaveValue('Cloud fundamentals');
    expect(form().getByLabelText(/^Week 16 title/)).toBeInTheDocument();

    await user.click(form().getByRole('button', { name: 'Remove week 16' }));
    await fill(user, form().getByLabelText(/^Price/), '58000');
    await user.click(form().getByRole('button', { name: 'Update program' }));

    expect(await screen.findByText(m.programUpdated)).toBeInTheDocument();
    expect(puts[0]!.params).toEqual({ id: '13' });
    const sent = puts[0]!.body as ProgramInput;
    expect(sent.price).toBe(58_000);
    expect(sent.curriculum).toHaveLength(15);
    expect(screen.getByRole('heading', { name: 'Add a program' })).toBeInTheDocument();
  });

  it('deletes a program after confirmation', async () => {
    const { deletes } = programServer();
    const { user } = await openAdmin('/admindash/programs', 'Programs');
    await user.click(await cards().findByRole('button', { name: 'Delete Next-Gen Generative AI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete program' });
    expect(within(dialog).getByText(m.programDeleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(m.programDeleted)).toBeInTheDocument();
    expect(deletes[0]!.params).toEqual({ id: '12' });
    expect(cards().queryByRole('heading', { name: 'Next-Gen Generative AI' })).not.toBeInTheDocument();
  });
});
