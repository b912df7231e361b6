import { placementMessages } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';
import { placement } from './placement-fixtures';

configure({ asyncUtilTimeout: 5000 });

const job = placement({
  id: 4,
  placement_featuredjob_title: 'Backend Engineer',
  placement_featuredjob_company: 'Globex',
  placement_keyword: 'node',
  placement_category_title: 'Software Development',
  placement_category_description: 'Services and APIs.',
});

/** /jobs/4 with the API answering Apply as `apply` says. */
function openJob(apply: () => Response = () => jsonResponse(201, { message: placementMessages.applied })) {
  const fetchMock = mockFetch((url, init) => {
    if (url === '/v1/api/placements/4/') return jsonResponse(200, job);
    if (url === '/v1/api/placements/4/apply/' && init.method === 'POST') return apply();
    return jsonResponse(404, { detail: 'Not found' });
  });
  const rendered = renderApp('/jobs/4');
  const applyCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/v1/api/placements/4/apply/');
  return { ...rendered, applyCalls };
}

const applyButton = () => screen.getByRole('button', { name: 'Apply' });

describe('job page', { timeout: 20_000 }, () => {
  it('shows every field of the job', async () => {
    openJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About the role' });
    expect(within(about).getByText('Globex')).toBeInTheDocument();
    expect(within(about).getByText('Full-time')).toBeInTheDocument();
    expect(within(about).getByText('12 Mar 2026')).toBeInTheDocument();
    expect(within(about).getByText('node')).toBeInTheDocument();
    expect(screen.getByText('Services and APIs.')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back to the job, without calling the server', async () => {
    const { user, router, applyCalls } = openJob();
    await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    await user.click(applyButton());
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/jobs/4');
    expect(applyCalls()).toHaveLength(0);
  });

  it('shows the Access Restricted dialog when the server refuses a learner below 50%', async () => {
    localStorage.setItem('authToken', learnerToken());
    const { user } = openJob(() => jsonResponse(403, { detail: placementMessages.accessRestricted }));
    await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    await user.click(applyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Access Restricted' });
    expect(dialog).toHaveTextContent(
      'Access to this session will be granted upon completion of at least 50% of the registered course.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(applyButton()).toBeEnabled();
  });

  it('says when the learner has already applied', async () => {
    localStorage.setItem('authToken', learnerToken());
    const { user } = openJob(() => jsonResponse(409, { detail: placementMessages.alreadyApplied }));
    await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    await user.click(applyButton());
    expect(await screen.findByText('You have already applied for this job.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
  });

  it("shows the server's message when the application is sent", async () => {
    localStorage.setItem('authToken', learnerToken());
    const { user, applyCalls } = openJob();
    await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    await user.click(applyButton());
    expect(await screen.findByText('Your application has been sent.')).toBeInTheDocument();
    expect(applyCalls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
  });

  it('says when the application could not be sent', async () => {
    localStorage.setItem('authToken', learnerToken());
    const { user } = openJob(() => {
      throw new TypeError('offline');
    });
    await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    await user.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to the backend server.');
    expect(applyButton()).toBeEnabled();
  });

  it.each([
    ['/jobs/abc', 'Invalid job ID. Please select a valid job.'],
    ['/jobs/99', 'Job not found.'],
  ])('explains why %s cannot be shown', async (path, message) => {
    mockFetch(() => jsonResponse(404, { detail: 'Job not found.' }));
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/placementuser');
  });

  it('offers Retry when the server cannot be reached', async () => {
    let calls = 0;
    mockFetch((url) => {
      calls += 1;
      if (calls === 1) throw new TypeError('offline');
      return url === '/v1/api/placements/4/' ? jsonResponse(200, job) : jsonResponse(404, {});
    });
    const { user } = renderApp('/jobs/4');
    expect(await screen.findByText('Unable to connect to the backend server.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeInTheDocument();
  });
});
