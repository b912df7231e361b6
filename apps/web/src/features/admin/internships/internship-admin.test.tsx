import {
  catalogueAdminRoutes,
  catalogueRoutes,
  type Internship,
  catalogueAdminMessages as m,
} from '@skillpath/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../../test/api-mock';
import {
  choose,
  fill,
  internship,
  openAdmin,
  pngFile,
  preloadAdminArea,
  screenTestTimeout,
} from '../admin-test-kit';

preloadAdminArea();

const form = () => within(screen.getByRole('region', { name: /^(Add an internship|Edit internship)/ }));
const cards = () => within(screen.getByRole('region', { name: /^Internships/ }));

async function fillInternship(user: UserEvent) {
  await fill(user, form().getByLabelText(/^Title/), 'React Intern');
  await fill(user, form().getByLabelText(/^Mentor \*/), 'Meera Iyer');
  await choose(user, form().getByRole('combobox', { name: /^Mode/ }), 'Hybrid');
  await fill(user, form().getByLabelText(/^Duration/), '3 Months');
  await fill(user, form().getByLabelText(/^Language/), 'English');
  await fill(user, form().getByLabelText(/^Related domains/), 'Frontend');
  await fill(user, form().getByLabelText(/^What You Get/), 'Certificate, , Stipend ');
  await fill(user, form().getByLabelText(/^Requirements/), 'Laptop,Git');
  await fill(user, form().getByLabelText(/^Description/), 'Build a real app.');
  await fill(user, form().getByLabelText(/^FAQs/), 'Is it remote? Partly.');
}

describe('internship management', screenTestTimeout, () => {
  it('needs every required field and an image, then sends the image as a data URL and the lists as lists', async () => {
    let list = [internship(1)];
    mockRoute(catalogueRoutes.internships, () => list);
    const posts = mockRoute(catalogueAdminRoutes.createInternship, ({ body }) => {
      const created: Internship = {
        ...internship(5),
        ...(body as Partial<Internship>),
        internship_card_image: '/media/i/5.webp',
      };
      list = [...list, created];
      return created;
    });
    const { user } = await openAdmin('/admindash/internship', 'Internship Management');
    await cards().findByRole('heading', { name: 'Internship 1' });

    await user.click(form().getByRole('button', { name: 'Create internship' }));
    expect(await screen.findByText(m.internshipInvalid)).toBeInTheDocument();
    expect(form().getByText(m.internshipImageRequired)).toBeInTheDocument();
    expect(form().getAllByText(m.fieldRequired).length).toBeGreaterThanOrEqual(9);

    await fillInternship(user);
    await user.click(form().getByRole('button', { name: 'Create internship' }));
    expect(await screen.findByText(m.internshipInvalid)).toBeInTheDocument(); // still no image
    expect(posts).toHaveLength(0);

    await user.upload(form().getByLabelText('Card image file'), pngFile());
    await user.click(form().getByRole('button', { name: 'Create internship' }));
    expect(await screen.findByText('Internship created successfully.')).toBeInTheDocument();

    expect(posts).toHaveLength(1);
    const body = posts[0]?.body as Record<string, unknown>;
    expect(body.internship_card_image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    expect(body.internship_wyg).toEqual(['Certificate', 'Stipend']);
    expect(body.internship_requirements).toEqual(['Laptop', 'Git']);
    expect(body).toMatchObject({
      internship_title: 'React Intern',
      internship_mode: 'Hybrid',
      internship_fee: 0,
    });
    expect(await cards().findByRole('heading', { name: 'React Intern' })).toBeInTheDocument();
  });

  it('edit prefills the lists as comma text and keeps the current image when none is chosen', async () => {
    mockRoute(catalogueRoutes.internships, [internship(1)]);
    const puts = mockRoute(
      catalogueAdminRoutes.updateInternship,
      apiError(400, 'The card image must be a PNG.'),
    );
    const { user } = await openAdmin('/admindash/internship', 'Internship Management');
    await user.click(await cards().findByRole('button', { name: 'Edit Internship 1' }));

    expect(form().getByLabelText(/^What You Get/)).toHaveValue('Certificate, Mentoring');
    expect(form().getByLabelText(/^Mentor qualification/)).toHaveValue('M.Tech');
    await user.click(form().getByRole('button', { name: 'Update internship' }));

    expect(
      await screen.findByText('Failed to update internship: The card image must be a PNG.'),
    ).toBeInTheDocument();
    expect(puts[0]?.params).toEqual({ id: '1' });
    const body = puts[0]?.body as Record<string, unknown>;
    expect(body.internship_card_image).toBe('');
    expect(body.internship_wyg).toEqual(['Certificate', 'Mentoring']);
  });

  it('asks before deleting with the spec’s words', async () => {
    mockRoute(catalogueRoutes.internships, [internship(1)]);
    const deletes = mockRoute(catalogueAdminRoutes.deleteInternship, () => {
      // A failure without the error body of DESIGN §4: MSW sends a thrown response as it is.
      throw HttpResponse.json({}, { status: 500 });
    });
    const { user } = await openAdmin('/admindash/internship', 'Internship Management');
    await user.click(await cards().findByRole('button', { name: 'Delete Internship 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete internship' });
    expect(dialog).toHaveTextContent(m.internshipDeleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete internship: Request failed with status 500.'),
    ).toBeInTheDocument();
    expect(deletes[0]?.params).toEqual({ id: '1' });
  });

  it('says why the list could not be fetched', async () => {
    mockRoute(catalogueRoutes.internships, apiError(503, 'Down for maintenance.'));
    await openAdmin('/admindash/internship', 'Internship Management');
    expect(
      await screen.findByText('Failed to fetch internships: 503 - Down for maintenance.', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
  });
});
