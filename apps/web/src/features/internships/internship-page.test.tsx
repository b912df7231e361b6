import { catalogueMessages, catalogueRoutes } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { sampleInternships } from './internship-fixtures';

const mern = sampleInternships[0]!;

/**
 * The API: the list, and each internship by id (404 for others). `fail` breaks one of them. Returns the
 * calls for one internship.
 */
function serveApi(fail?: 'list' | 'detail') {
  mockRoute(catalogueRoutes.internships, fail === 'list' ? apiError(500, 'boom') : sampleInternships);
  return mockRoute(catalogueRoutes.internship, ({ params }) => {
    const found = sampleInternships.find((i) => i.id === Number(params.id));
    if (fail === 'detail' || !found) return apiError(404, 'Internship not found.', 'internship_not_found');
    return found;
  });
}

const relatedSection = () => screen.getByRole('region', { name: 'Related internships' });

// Lazy pages and typing are slow when the whole suite shares the machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });

describe('internship detail', { timeout: 20_000 }, () => {
  it('shows every field of the internship and a Ready to Apply? sidebar', async () => {
    serveApi();
    renderApp('/interncard/1');
    expect(await screen.findByRole('heading', { level: 1, name: mern.internship_title })).toBeInTheDocument();
    expect(screen.getByText(mern.internship_description)).toBeInTheDocument();
    expect(screen.getAllByText('Ananya Sharma').length).toBeGreaterThan(0);
    expect(screen.getAllByText('3 Months').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Hybrid').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Performance-based').length).toBeGreaterThan(0);
    expect(screen.getAllByText('English').length).toBeGreaterThan(0);
    expect(screen.getByText('M.Tech')).toBeInTheDocument();
    const gain = screen.getByRole('region', { name: 'What you will gain' });
    expect(
      within(gain)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(mern.internship_wyg);
    expect(
      within(screen.getByRole('region', { name: 'Requirements' })).getByText('A laptop'),
    ).toBeInTheDocument();
    const domains = screen.getByRole('region', { name: 'Related domains' });
    expect(within(domains).getByText('Web Development')).toBeInTheDocument();
    expect(document.querySelector('img[src="/media/internships/1.webp"]')).not.toBeNull();

    const sidebar = screen.getByRole('heading', { name: 'Ready to Apply?' }).parentElement as HTMLElement;
    expect(within(sidebar).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/bookafreedemo',
    );
  });

  it('sends Apply Now on an internship with a fee to its checkout', async () => {
    serveApi();
    renderApp('/interncard/2');
    const sidebar = (await screen.findByRole('heading', { name: 'Ready to Apply?' }))
      .parentElement as HTMLElement;
    expect(within(sidebar).getByText('₹4,999')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Apply Now' })).toHaveAttribute(
      'href',
      '/checkout/internship/2',
    );
  });

  it('shows the FAQs as questions that open to their answers', async () => {
    serveApi();
    const { user } = renderApp('/interncard/1');
    const question = await screen.findByRole('button', { name: 'Is there a stipend?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Top performers receive one.')).toBeVisible());
    expect(screen.getByRole('button', { name: 'Will I get a certificate?' })).toBeInTheDocument();
  });

  it('lists the related internships, each linking to its page with an Apply Now button', async () => {
    serveApi();
    const { user, router } = renderApp('/interncard/1');
    await screen.findByRole('heading', { level: 1, name: mern.internship_title });
    const django = sampleInternships[1]!;
    const link = await within(relatedSection()).findByRole('link', { name: django.internship_title });
    expect(link).toHaveAttribute('href', '/interncard/2');
    expect(within(relatedSection()).getAllByRole('link', { name: 'Apply Now' })).toHaveLength(1);
    expect(within(relatedSection()).getByRole('link', { name: 'Apply Now' })).toHaveAccessibleDescription(
      django.internship_title,
    );

    await user.click(link);
    expect(router.state.location.pathname).toBe('/interncard/2');
    expect(
      await screen.findByRole('heading', { level: 1, name: django.internship_title }),
    ).toBeInTheDocument();
    expect(
      await within(relatedSection()).findByRole('link', { name: mern.internship_title }),
    ).toBeInTheDocument();
  });

  it('says so when no other internship is related', async () => {
    serveApi();
    renderApp('/interncard/3');
    expect(
      await within(await screen.findByRole('region', { name: 'Related internships' })).findByText(
        'No related internships right now.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses an id that is not a number without asking the server', async () => {
    const detailCalls = serveApi();
    renderApp('/interncard/abc');
    expect(await screen.findByText(catalogueMessages.invalidInternshipId)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse internships' })).toHaveAttribute(
      'href',
      '/internshipuser',
    );
    expect(detailCalls).toHaveLength(0);
  });

  it("shows 'Not Found' and Retry for an unknown internship", async () => {
    const detailCalls = serveApi();
    const { user } = renderApp('/interncard/99');
    expect(await screen.findByText(catalogueMessages.internshipFailed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    const before = detailCalls.length;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(detailCalls.length).toBe(before + 1));
  });

  it('shows the internship after a Retry that succeeds', async () => {
    let calls = 0;
    mockRoute(catalogueRoutes.internships, sampleInternships);
    mockRoute(catalogueRoutes.internship, () => (++calls === 1 ? apiError(503, 'Unavailable') : mern));
    const { user } = renderApp('/interncard/1');
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: mern.internship_title })).toBeInTheDocument();
  });

  it('keeps the details when only the related list fails, and retries it', async () => {
    serveApi('list');
    const { user } = renderApp('/interncard/1');
    await screen.findByRole('heading', { level: 1, name: mern.internship_title });
    expect(
      await within(relatedSection()).findByText(catalogueMessages.relatedInternshipsFailed),
    ).toBeInTheDocument();
    serveApi();
    await user.click(within(relatedSection()).getByRole('button', { name: 'Retry' }));
    expect(
      await within(relatedSection()).findByRole('link', { name: sampleInternships[1]!.internship_title }),
    ).toBeInTheDocument();
  });
});
