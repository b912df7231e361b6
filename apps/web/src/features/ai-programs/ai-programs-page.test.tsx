import { catalogueMessages, catalogueRoutes } from '@skillpath/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../test/api-mock';
import { samplePrograms } from '../../test/program-fixtures';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';

// Lazy pages and typing are slow when the whole suite shares the machine: wait longer than the defaults.
configure({ asyncUtilTimeout: 5000 });

const cards = async () =>
  (await screen.findAllByRole('link', { name: 'Enroll Now' })).map(
    (link) => link.closest('.mantine-Card-root') as HTMLElement,
  );

describe('AI learning paths page', { timeout: 20_000 }, () => {
  it('shows a card per program record with its duration, price and features', async () => {
    mockRoute(catalogueRoutes.programs, samplePrograms);
    renderApp('/aiuserpage');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Smart AI Learning Paths' }),
    ).toBeInTheDocument();
    const [ml, genAi, cloud] = await cards();
    expect(within(ml!).getByRole('heading', { name: 'Machine Learning Mastery' })).toBeInTheDocument();
    expect(within(ml!).getByText('60 Days')).toBeInTheDocument();
    expect(within(ml!).getByText('₹45,000')).toBeInTheDocument();
    expect(within(ml!).getAllByRole('listitem')).toHaveLength(3);
    expect(within(genAi!).getByRole('heading', { name: 'Next-Gen Generative AI' })).toBeInTheDocument();
    expect(within(cloud!).getByText('4 Months')).toBeInTheDocument();
    expect(within(cloud!).getByText('₹60,000')).toBeInTheDocument();
  });

  it('shows a changed price as soon as the record says so', async () => {
    mockRoute(catalogueRoutes.programs, [{ ...samplePrograms[0]!, price: 52_500 }]);
    renderApp('/aiuserpage');
    const [only] = await cards();
    expect(within(only!).getByText('₹52,500')).toBeInTheDocument();
  });

  it("Enroll Now leads a visitor to sign in, then back to the program's checkout", async () => {
    mockRoute(catalogueRoutes.programs, samplePrograms);
    const { user, router } = renderApp('/aiuserpage');
    const enroll = await screen.findAllByRole('link', { name: 'Enroll Now' });
    expect(enroll[2]).toHaveAccessibleDescription('Cloud AI Solutions');
    expect(enroll[2]).toHaveAttribute('href', '/checkout/program/13');
    await user.click(enroll[2]!);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/checkout/program/13');
  });

  it("Enroll Now leads a signed-in learner straight to the program's checkout", async () => {
    localStorage.setItem('authToken', learnerToken());
    mockRoute(catalogueRoutes.programs, samplePrograms);
    renderApp('/aiuserpage');
    const enroll = await screen.findAllByRole('link', { name: 'Enroll Now' });
    expect(enroll[0]).toHaveAttribute('href', '/checkout/program/11');
  });

  it('says when the programs could not be loaded, with Retry', async () => {
    mockRoute(catalogueRoutes.programs, apiError(500, 'boom'));
    renderApp('/aiuserpage');
    expect(await screen.findByRole('alert')).toHaveTextContent(catalogueMessages.programsFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the weekly curriculum from the records, the first program first, one tab per program', async () => {
    mockRoute(catalogueRoutes.programs, samplePrograms);
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

    await user.click(within(tabs).getByRole('tab', { name: 'Cloud AI Solutions' }));
    expect(weeksShown()).toBe(16);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: 'Cloud fundamentals' }),
    ).toBeInTheDocument();
  });
});
