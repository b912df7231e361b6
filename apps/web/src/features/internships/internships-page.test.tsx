import { catalogueRoutes } from '@skillpath/contract';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiUnreachable, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { sampleInternships } from './internship-fixtures';

const titles = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const allTitles = sampleInternships.map((i) => i.internship_title);

function serveList() {
  return mockRoute(catalogueRoutes.internships, sampleInternships);
}

// Lazy pages and typing are slow when the whole suite shares the machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });

describe('internships list', { timeout: 20_000 }, () => {
  it('shows a card per internship with its facts, each opening /interncard/{id}', async () => {
    serveList();
    const { user, router } = renderApp('/internshipuser');
    expect(await screen.findByRole('heading', { level: 1, name: 'Internships' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toEqual(allTitles));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 4 internships');

    const card = screen
      .getByRole('link', { name: allTitles[1] })
      .closest('.mantine-Card-root') as HTMLElement;
    expect(within(card).getByText('Rahul Verma')).toBeInTheDocument();
    expect(within(card).getByText('2 Months')).toBeInTheDocument();
    expect(within(card).getByText('Online')).toBeInTheDocument();
    expect(within(card).getByText('₹4,999')).toBeInTheDocument();
    expect(within(card).getByText('Posted 1 week ago')).toBeInTheDocument();
    expect(screen.getAllByText('Performance-based')).toHaveLength(2);

    await user.click(screen.getByRole('link', { name: allTitles[1] }));
    expect(router.state.location.pathname).toBe('/interncard/2');
  });

  it('category chips set the profile filter, and All clears it', async () => {
    serveList();
    const { user, router } = renderApp('/internshipuser');
    await waitFor(() => expect(titles()).toEqual(allTitles));
    const chips = screen.getByRole('radiogroup', { name: 'Category' });
    expect(
      within(chips)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['All', 'Full Stack Development', 'UI/UX Design', 'Data Science']);
    expect(within(chips).getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(within(chips).getByRole('radio', { name: 'Full Stack Development' }));
    expect(titles()).toEqual(allTitles.slice(0, 2));
    expect(screen.getByLabelText('Profile')).toHaveValue('Full Stack Development');
    await waitFor(() => expect(router.state.location.search).toBe('?profile=Full+Stack+Development'));

    await user.click(within(chips).getByRole('radio', { name: 'All' }));
    expect(titles()).toEqual(allTitles);
    expect(screen.getByLabelText('Profile')).toHaveValue('');
  });

  it('a profile typed by hand selects the matching chip, or none', async () => {
    serveList();
    const { user } = renderApp('/internshipuser');
    await waitFor(() => expect(titles()).toEqual(allTitles));
    await user.click(screen.getByLabelText('Profile'));
    await user.paste('data science');
    expect(screen.getByRole('radio', { name: 'Data Science' })).toBeChecked();
    await user.paste(' internship - data');
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    expect(titles()).toEqual([allTitles[3]]);
  });

  it('filters by domains, mentor, duration, fee, posted, mode and free search, case-insensitively', async () => {
    serveList();
    const { user } = renderApp('/internshipuser');
    await waitFor(() => expect(titles()).toEqual(allTitles));

    await user.type(screen.getByLabelText('Domains'), 'FIGMA');
    expect(titles()).toEqual([allTitles[2]]);
    await user.clear(screen.getByLabelText('Domains'));

    await user.type(screen.getByLabelText('Mentor'), 'rahul');
    expect(titles()).toEqual([allTitles[1]]);
    await user.clear(screen.getByLabelText('Mentor'));

    await user.type(screen.getByLabelText('Duration'), 'weeks');
    expect(titles()).toEqual([allTitles[3]]);
    await user.clear(screen.getByLabelText('Duration'));

    await user.type(screen.getByLabelText('Fee'), 'performance');
    expect(titles()).toEqual([allTitles[0], allTitles[2]]);
    await user.clear(screen.getByLabelText('Fee'));

    await user.type(screen.getByLabelText('Posted'), '1 week');
    expect(titles()).toEqual(allTitles);
    await user.clear(screen.getByLabelText('Posted'));

    await user.click(screen.getByRole('checkbox', { name: 'Offline' }));
    expect(titles()).toEqual([allTitles[3]]);
    await user.click(screen.getByRole('checkbox', { name: 'Online' }));
    expect(titles()).toEqual([allTitles[1], allTitles[2], allTitles[3]]);
    await user.click(screen.getByRole('checkbox', { name: 'Offline' }));
    await user.click(screen.getByRole('checkbox', { name: 'Online' }));

    await user.type(screen.getByRole('searchbox', { name: 'Search internships' }), 'Hindi');
    expect(titles()).toEqual([allTitles[1]]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 4 internships');
  });

  it('says when nothing matches and clears every filter at once', async () => {
    serveList();
    const { user, router } = renderApp('/internshipuser');
    await waitFor(() => expect(titles()).toEqual(allTitles));
    await user.click(screen.getByRole('radio', { name: 'UI/UX Design' }));
    await user.click(screen.getByRole('checkbox', { name: 'Offline' }));
    expect(
      await screen.findByRole('heading', { name: 'No internships match your filters.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 0 of 4 internships');

    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(titles()).toEqual(allTitles);
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Offline' })).not.toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('starts from the filters in the URL, as after coming back from a detail page', async () => {
    serveList();
    renderApp('/internshipuser?profile=Data+Science&offline=1');
    await waitFor(() => expect(titles()).toEqual([allTitles[3]]));
    expect(screen.getByRole('radio', { name: 'Data Science' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Offline' })).toBeChecked();
  });

  it('follows a link to the bare list, e.g. the navbar: the filters clear', async () => {
    serveList();
    const { user, router } = renderApp('/internshipuser');
    await waitFor(() => expect(titles()).toEqual(allTitles));
    await user.type(screen.getByRole('searchbox', { name: 'Search internships' }), 'hindi');
    await waitFor(() => expect(router.state.location.search).toBe('?q=hindi'));
    await act(() => router.navigate('/internshipuser'));
    expect(screen.getByRole('searchbox', { name: 'Search internships' })).toHaveValue('');
    expect(titles()).toEqual(allTitles);
  });

  it('offers Retry when the list fails to load', async () => {
    let calls = 0;
    mockRoute(catalogueRoutes.internships, () => (++calls === 1 ? apiError(500, 'boom') : sampleInternships));
    const { user } = renderApp('/internshipuser');
    expect(await screen.findByText('Failed to load internships. Please try again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(titles()).toEqual(allTitles));
  });

  it('says the server cannot be reached when there is no answer', async () => {
    mockRoute(catalogueRoutes.internships, apiUnreachable());
    renderApp('/internshipuser');
    expect(await screen.findByText('Unable to connect to the backend server.')).toBeInTheDocument();
  });

  it('says so when there are no internships at all', async () => {
    mockRoute(catalogueRoutes.internships, []);
    renderApp('/internshipuser');
    expect(
      await screen.findByRole('heading', {
        name: 'No internships are open right now. Please check back soon.',
      }),
    ).toBeInTheDocument();
  });
});
