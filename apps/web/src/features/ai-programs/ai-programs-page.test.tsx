import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { COMING_SOON_MESSAGE } from './coming-soon-dialog';

// Lazy pages and typing are slow when the whole suite shares the machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });

describe('AI learning paths page', { timeout: 20_000 }, () => {
  it('shows the heading and three course cards with duration, price and three features', async () => {
    renderApp('/aiuserpage');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Smart AI Learning Paths' }),
    ).toBeInTheDocument();
    const cards = screen
      .getAllByRole('button', { name: 'Enroll Now' })
      .map((b) => b.closest('.mantine-Card-root'));
    expect(cards).toHaveLength(3);
    const [ml, genAi, cloud] = cards as HTMLElement[];
    expect(within(ml!).getByRole('heading', { name: 'Machine Learning Mastery' })).toBeInTheDocument();
    expect(within(ml!).getByText('60 Days')).toBeInTheDocument();
    expect(within(ml!).getByText('₹45,000')).toBeInTheDocument();
    expect(within(ml!).getAllByRole('listitem')).toHaveLength(3);
    expect(within(genAi!).getByRole('heading', { name: 'Next-Gen Generative AI' })).toBeInTheDocument();
    expect(within(genAi!).getByText('₹45,000')).toBeInTheDocument();
    expect(within(cloud!).getByText('4 Months')).toBeInTheDocument();
    expect(within(cloud!).getByText('₹60,000')).toBeInTheDocument();
    // Static content: the page asks the server for nothing (no API is mocked, so a call fails the test).
  });

  it("Enroll Now opens the 'Coming Soon' dialog, and Close closes it", async () => {
    const { user } = renderApp('/aiuserpage');
    const enroll = await screen.findAllByRole('button', { name: 'Enroll Now' });
    expect(enroll[2]).toHaveAccessibleDescription('Cloud AI Solutions');
    await user.click(enroll[2]!);
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon' });
    expect(within(dialog).getByText(COMING_SOON_MESSAGE)).toBeInTheDocument();
    expect(COMING_SOON_MESSAGE).toBe('This course is not yet available. Stay tuned for updates!');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the weekly curriculum, Machine Learning Mastery first, one tab per course', async () => {
    const { user } = renderApp('/aiuserpage');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Future-Ready Learning Path' }),
    ).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Learning paths' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Machine Learning Mastery', 'Next-Gen Generative AI', 'Cloud AI Solutions']);
    expect(within(tabs).getByRole('tab', { name: 'Machine Learning Mastery' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const weeksShown = () => within(screen.getByRole('tabpanel')).getAllByText(/^Week \d+$/).length;
    expect(weeksShown()).toBe(9);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Python for data' }),
    ).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Next-Gen Generative AI' }));
    expect(weeksShown()).toBe(9);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Retrieval-augmented generation' }),
    ).toBeInTheDocument();

    await user.click(within(tabs).getByRole('tab', { name: 'Cloud AI Solutions' }));
    expect(weeksShown()).toBe(16);
  });
});
