import { institute } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

configure({ asyncUtilTimeout: 5000 });

// These pages read nothing from the API: a call would have no mock and fail the test.

describe('employer pages', { timeout: 20_000 }, () => {
  it('the hire page has the hero, highlights, four steps, sample logos and the FAQ', async () => {
    const { user } = renderApp('/hire-hero');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hire the Best Industry-Ready Talent' }),
    ).toBeInTheDocument();
    for (const text of ['ZERO Hiring Cost', '3-5 Days', 'Pre-vetted Talent'])
      expect(screen.getByText(text)).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'How hiring works' });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Trusted by Top Companies' })).toBeInTheDocument();
    expect(screen.getByText('Sample logos')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Can I interview the candidates before hiring?' }));
    // The accordion opens with a transition: wait for it to finish.
    await waitFor(() => expect(screen.getByText(/^Yes\. You interview/)).toBeVisible());
    expect(screen.getByRole('navigation', { name: 'Employer quick links' })).toBeInTheDocument();
  });

  it('find your match lists the four steps, the 100+ note and Get in Touch to /contact', async () => {
    const { user, router } = renderApp('/findyourmatch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your match' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'How it works' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Submit your requirements',
      'Receive tailored profiles',
      'Initiate evaluation',
      'Choose your ideal match',
    ]);
    expect(screen.getByText(/dedicated talent scout/)).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(screen.getByText('100+ skilled professionals are ready to hire.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Get in Touch' }));
    expect(router.state.location.pathname).toBe('/contact');
  });

  it('the contact page shows the address, phone, email, a titled lazy map with a fallback link, and the form', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const reach = screen.getByRole('region', { name: `Reach ${institute.name}` });
    expect(within(reach).getByText(institute.address)).toBeInTheDocument();
    expect(within(reach).getByRole('link', { name: institute.phone })).toHaveAttribute(
      'href',
      institute.phoneUrl,
    );
    expect(within(reach).getByRole('link', { name: institute.email })).toBeInTheDocument();
    const map = within(reach).getByTitle(/^Map showing/);
    expect(map).toHaveAttribute('src', institute.mapEmbedUrl);
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(within(reach).getByRole('link', { name: /Open the location in Google Maps/ })).toHaveAttribute(
      'href',
      expect.not.stringContaining('output=embed'),
    );
    expect(screen.getByRole('form', { name: 'Get in Touch' })).toBeInTheDocument();
  });
});
