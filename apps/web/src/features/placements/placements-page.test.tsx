import { type Placement, placementRoutes } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiUnreachable, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { placement } from './placement-fixtures';

configure({ asyncUtilTimeout: 5000 });

const jobs = [
  placement({
    id: 1,
    placement_featuredjob_title: 'Frontend Developer',
    placement_featuredjob_company: 'Acme Labs',
  }),
  placement({
    id: 2,
    placement_featuredjob_title: 'Data Analyst',
    placement_featuredjob_company: 'Northwind',
    placement_featuredjob_location: 'Bengaluru',
    placement_featuredjob_mode: 'Parttime',
    placement_category_title: 'Data Science',
    placement_jobs_posted: 100,
    placement_tasks_posted: 200,
    placement_freelancer: 50,
  }),
];

const serve = (list: Placement[]) => mockRoute(placementRoutes.list, list);

const jobTitles = () =>
  within(screen.getByRole('region', { name: 'Featured jobs' }))
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('placement page', { timeout: 20_000 }, () => {
  it('lists the featured jobs with their facts and an Apply link to /jobs/{id}', async () => {
    serve(jobs);
    const { user, router } = renderApp('/placementuser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Placements' })).toBeInTheDocument();
    await waitFor(() => expect(jobTitles()).toEqual(['Frontend Developer', 'Data Analyst']));
    const card = screen.getByRole('heading', { name: 'Data Analyst' }).closest('article') as HTMLElement;
    expect(within(card).getByText('Northwind')).toBeInTheDocument();
    expect(within(card).getByText('Bengaluru')).toBeInTheDocument();
    expect(within(card).getByText('Part-time')).toBeInTheDocument();
    expect(within(card).getByText('Posted 12 Mar 2026')).toBeInTheDocument();
    expect(within(card).getByText('Verified')).toBeInTheDocument();

    // The job's own page reads it.
    mockRoute(placementRoutes.get, ({ params }) => jobs.find((j) => j.id === Number(params.id))!);
    await user.click(within(card).getByRole('link', { name: 'Apply for Data Analyst at Northwind' }));
    expect(router.state.location.pathname).toBe('/jobs/2');
  });

  it('filters the jobs as a person searches, by words and by location', async () => {
    serve(jobs);
    const { user, router } = renderApp('/placementuser');
    await waitFor(() => expect(jobTitles()).toHaveLength(2));

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'acme');
    await waitFor(() => expect(jobTitles()).toEqual(['Frontend Developer']));
    expect(screen.getByText('1 of 2 jobs')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=acme');

    await user.clear(screen.getByRole('searchbox', { name: 'Search jobs' }));
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'bengaluru');
    await waitFor(() => expect(jobTitles()).toEqual(['Data Analyst']));

    await user.type(screen.getByRole('searchbox', { name: 'Search jobs' }), 'cobol');
    expect(await screen.findByRole('heading', { name: 'No jobs match your search.' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(jobTitles()).toHaveLength(2));
  });

  it("a stored category's View jobs shows its jobs; examples fill the grid to eight", async () => {
    serve(jobs);
    const { user } = renderApp('/placementuser');
    await waitFor(() => expect(jobTitles()).toHaveLength(2));
    const categories = screen.getByRole('region', { name: 'Job categories' });
    expect(within(categories).getAllByRole('heading', { level: 3 })).toHaveLength(8);
    expect(within(categories).getAllByText('Example')).toHaveLength(6);
    await user.click(within(categories).getByRole('button', { name: 'View jobs in Data Science' }));
    await waitFor(() => expect(jobTitles()).toEqual(['Data Analyst']));
  });

  it('counts the stored jobs, tasks and freelancers', async () => {
    serve(jobs);
    renderApp('/placementuser');
    expect(await screen.findByText('110 Jobs posted')).toBeInTheDocument();
    expect(screen.getByText('220 Tasks posted')).toBeInTheDocument();
    expect(screen.getByText('55 Freelancers')).toBeInTheDocument();
    expect(screen.queryByText('Sample figures')).not.toBeInTheDocument();
  });

  it('with no jobs stored: sample figures, labelled so, eight example categories and an empty state', async () => {
    serve([]);
    renderApp('/placementuser');
    expect(await screen.findByText('1,586 Jobs posted')).toBeInTheDocument();
    expect(screen.getByText('3,543 Tasks posted')).toBeInTheDocument();
    expect(screen.getByText('1,232 Freelancers')).toBeInTheDocument();
    expect(screen.getByText('Sample figures')).toBeInTheDocument();
    expect(screen.getAllByText('Example')).toHaveLength(8);
    expect(screen.getByRole('heading', { name: 'No jobs posted yet' })).toBeInTheDocument();
  });

  it('says so when the jobs cannot be loaded, and Retry asks again', async () => {
    let calls = 0;
    mockRoute(placementRoutes.list, () => (++calls === 1 ? apiUnreachable() : jobs));
    const { user } = renderApp('/placementuser');
    expect(await screen.findByText('Unable to connect to the backend server.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(jobTitles()).toHaveLength(2));
  });
});
