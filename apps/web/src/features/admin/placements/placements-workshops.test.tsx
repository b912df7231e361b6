import {
  type Placement,
  placementRoutes,
  placementMessages as pm,
  type Workshop,
  workshopRoutes,
} from '@skillpath/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRoute } from '../../../test/api-mock';
import { choose, fill, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';
import { placementAdminMessages as pam } from '../shared/admin-messages';

preloadAdminArea();

const form = (name: RegExp) => within(screen.getByRole('form', { name }));

describe('placement and workshop management', screenTestTimeout, () => {
  it('creates a placement only with category title, job title and company', async () => {
    mockRoute(placementRoutes.list, []);
    const posted = mockRoute(placementRoutes.create, ({ body }) => ({
      ...(body as Placement),
      id: 5,
      created_at: '2030-01-01T00:00:00Z',
    }));
    const { user } = await openAdmin('/admindash/placement', 'Placement Management');
    await screen.findByText('No placements yet. Add the first one with the form above.');
    const add = form(/placement/).getByRole('button', { name: 'Create placement' });

    await fill(user, form(/placement/).getByLabelText(/^Category title/), 'Engineering');
    await fill(user, form(/placement/).getByLabelText(/^Job title/), 'Backend Developer');
    await user.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent(pm.placementInvalid);
    expect(form(/placement/).getByLabelText(/^Company/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    await fill(user, form(/placement/).getByLabelText(/^Company/), 'Infosys');
    await choose(user, form(/placement/).getByRole('combobox', { name: /^Job mode/ }), 'Parttime');
    await user.click(add);
    expect(await screen.findByText(pam.placementCreated)).toBeInTheDocument();
    expect(posted[0]?.body).toMatchObject({
      placement_category_title: 'Engineering',
      placement_featuredjob_title: 'Backend Developer',
      placement_featuredjob_company: 'Infosys',
      placement_featuredjob_mode: 'Parttime',
      placement_jobs_posted: 0,
      placement_category_img: '',
    });
    expect(await screen.findByRole('article', { name: 'Backend Developer' })).toHaveTextContent('Infosys');
    expect(screen.getByRole('link', { name: 'See the applications for Backend Developer' })).toHaveAttribute(
      'href',
      '/admindash/job-applications?placement_id=5',
    );
  });

  it('creates a workshop only with title, trainer, mode and date, its card linking to its registrations', async () => {
    mockRoute(workshopRoutes.list, []);
    const posted = mockRoute(workshopRoutes.create, ({ body }) => ({
      ...(body as Workshop),
      id: 9,
      open: true,
    }));
    const { user } = await openAdmin('/admindash/workshop', 'Workshop Management');

    const add = form(/workshop/).getByRole('button', { name: 'Create workshop' });
    await fill(user, form(/workshop/).getByLabelText(/^Title/), 'Docker Day');
    await fill(user, form(/workshop/).getByLabelText(/^Trainer/), 'Priya Nair');
    await user.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent(pm.workshopInvalid);
    expect(form(/workshop/).getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    await choose(user, form(/workshop/).getByRole('combobox', { name: /^Mode/ }), 'Hybrid');
    await fill(user, form(/workshop/).getByLabelText(/^Date/), '2030-02-01');
    await user.click(add);
    expect(await screen.findByText(pam.workshopCreated)).toBeInTheDocument();
    expect(posted[0]?.body).toMatchObject({
      title: 'Docker Day',
      trainer: 'Priya Nair',
      course_mode: 'Hybrid',
      date: '2030-02-01',
      already_enrolled: 0,
    });
    expect(await screen.findByRole('article', { name: 'Docker Day' })).toHaveTextContent('Priya Nair');
    expect(screen.getByRole('link', { name: 'See the registrations for Docker Day' })).toHaveAttribute(
      'href',
      '/admindash/workshop-registrations?workshop_id=9',
    );
  });
});
