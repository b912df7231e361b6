import {
  assessmentMessages as am,
  type Category,
  type Domain,
  type Mcq,
  testBankRoutes,
} from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, bareError, filePart, mockRoute, watchSentForms } from '../../../test/api-mock';
import {
  choose,
  fill,
  openAdmin,
  pngBytes,
  pngFile,
  preloadAdminArea,
  screenTestTimeout,
} from '../admin-test-kit';
import { domain } from './bank-fixtures';

preloadAdminArea();

const domains = [
  domain(1, {
    name: 'Python',
    image: '/media/domains/python-logo.png',
    bank: [
      { id: 3, name: 'Reasoning', kind: 'aptitude', questions: 12 },
      { id: 4, name: 'Core Python', kind: 'domain', questions: 4 },
    ],
  }),
  domain(2, { name: 'Java' }),
];
const categories: Category[] = [
  { id: 3, name: 'Reasoning', domain_id: 1, kind: 'aptitude' },
  { id: 4, name: 'Core Python', domain_id: 1, kind: 'domain' },
];
const mcq: Mcq = {
  id: 9,
  category: 4,
  domain: 1,
  question: 'What does len([1, 2]) return?',
  options: { A: '1', B: '2', C: '3', D: 'Error' },
  correct_answer: 'B',
};

/** The test bank's API as these screens use it; returns the calls of the writes the tests check. */
function testBankServer() {
  let mcqs = [mcq];
  mockRoute(testBankRoutes.domains, domains);
  const updates = mockRoute(testBankRoutes.updateDomain, ({ params }) =>
    params.id === '1' ? { ...domains[0]!, name: 'Python 3' } : apiError(404),
  );
  const settings = mockRoute(testBankRoutes.domainSettings, ({ params, body }) =>
    params.id === '1' ? { ...domains[0]!, ...(body as Partial<Domain>) } : apiError(404),
  );
  mockRoute(testBankRoutes.createDomain, bareError(500));
  mockRoute(testBankRoutes.categories, ({ query }) =>
    query.get('domain_id') === '2' ? bareError(500) : categories,
  );
  mockRoute(testBankRoutes.mcqs, ({ query }) => (query.get('category') === '4' ? mcqs : []));
  const added = mockRoute(testBankRoutes.addMcq, ({ body }) => {
    const created = { id: 10, ...(body as Omit<Mcq, 'id'>) };
    mcqs = [...mcqs, created];
    return created;
  });
  mockRoute(testBankRoutes.deleteMcq, ({ params }) => {
    if (params.id !== '9') return apiError(404);
    mcqs = mcqs.filter((q) => q.id !== 9);
    return undefined;
  });
  return { updates, settings, added };
}

const domainForm = () => within(screen.getByRole('form', { name: /domain/i }));
const mcqForm = () => within(screen.getByRole('form', { name: /MCQ/ }));

describe('online test management', screenTestTimeout, () => {
  it('edits a domain only with a new image: the current file is named and submit waits for a file', async () => {
    const { updates } = testBankServer();
    const sentForms = watchSentForms();
    const { user } = await openAdmin('/admindash/onlinetestadmin', 'Online Test Management');
    const python = await screen.findByRole('article', { name: 'Python' });
    expect(within(screen.getByRole('article', { name: 'Java' })).getByText(am.noImage)).toBeInTheDocument();

    await user.click(within(python).getByRole('button', { name: /^Edit/ }));
    expect(domainForm().getByLabelText(/^Domain name/)).toHaveValue('Python');
    expect(domainForm().getByText('Current image: python-logo.png')).toBeInTheDocument();
    const update = domainForm().getByRole('button', { name: 'Update domain' });
    expect(update).toBeDisabled();

    await user.upload(domainForm().getByLabelText('Domain image file'), pngFile('new.png'));
    expect(update).toBeEnabled();
    await fill(user, domainForm().getByLabelText(/^Domain name/), 'Python 3');
    await user.click(update);

    expect(await screen.findByText(am.domainUpdated)).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    expect((updates[0]!.body as FormData).get('name')).toBe('Python 3');
    expect(await filePart(sentForms()[0], 'image')).toEqual({
      name: 'new.png',
      type: 'image/png',
      bytes: [...pngBytes],
    });
    // Back in create mode.
    expect(screen.getByRole('button', { name: 'Create domain' })).toBeInTheDocument();
  });

  it('sets a domain’s attempt and review policy with its test settings', async () => {
    const saved = testBankServer().settings;
    const { user } = await openAdmin('/admindash/onlinetestadmin', 'Online Test Management');
    const settings = within(await screen.findByRole('form', { name: 'Test settings: Python' }));
    expect(settings.getByLabelText('Attempts per section')).toHaveValue('3');
    expect(settings.getByLabelText('Hours between attempts')).toHaveValue('24');
    await fill(user, settings.getByLabelText('Attempts per section'), '1');
    await fill(user, settings.getByLabelText('Hours between attempts'), '0');
    await choose(user, settings.getByRole('combobox', { name: 'Score that counts' }), 'Latest attempt');
    const key = settings.getByRole('switch', { name: /Show correct answers/ });
    expect(key).not.toBeChecked();
    expect(settings.getByText(am.keyHiddenSetting)).toBeInTheDocument();
    await user.click(key);
    expect(settings.getByText(am.keyShownSetting)).toBeInTheDocument();
    await user.click(settings.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toEqual({
      aptitude_questions: 10,
      domain_questions: 10,
      minutes_per_section: 25,
      attempts_per_section: 1,
      hours_between_attempts: 0,
      counted_score: 'latest',
      show_correct_answers: true,
      published: false,
    });
  });

  it('says how many questions each category holds and refuses to publish a section its bank cannot fill', async () => {
    const saved = testBankServer().settings;
    const { user } = await openAdmin('/admindash/onlinetestadmin', 'Online Test Management');
    const card = within(await screen.findByRole('article', { name: 'Python' }));
    expect(card.getByText('Draft')).toBeInTheDocument();
    expect(card.getByText('Aptitude: 12 questions (Reasoning 12)')).toBeInTheDocument();
    expect(card.getByText('Domain Questions: 4 questions (Core Python 4)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Java' })).getByText(
        'Aptitude: 0 questions (no category yet)',
      ),
    ).toBeInTheDocument();

    const settings = within(screen.getByRole('form', { name: 'Test settings: Python' }));
    await user.click(settings.getByRole('switch', { name: /Published/ }));
    expect(settings.getByText(am.bankTooSmall('Domain Questions', 10, 4))).toBeInTheDocument();
    expect(settings.getByRole('button', { name: 'Save settings' })).toBeDisabled();

    await fill(user, settings.getByLabelText('Domain questions'), '4');
    await user.click(settings.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toMatchObject({ domain_questions: 4, published: true });
  });

  it('requires a domain name and shows the fallback when the server gives no reason', async () => {
    testBankServer();
    const { user } = await openAdmin('/admindash/onlinetestadmin', 'Online Test Management');
    await screen.findByRole('article', { name: 'Python' });
    await user.click(domainForm().getByRole('button', { name: 'Create domain' }));
    expect(domainForm().getByText(am.domainNameRequired)).toBeInTheDocument();
    expect(domainForm().getByLabelText(/^Domain name/)).toHaveAttribute('aria-invalid', 'true');

    await fill(user, domainForm().getByLabelText(/^Domain name/), 'Go');
    await user.click(domainForm().getByRole('button', { name: 'Create domain' }));
    expect(await screen.findByText('Failed to create domain. Please try again.')).toBeInTheDocument();
  });

  it('chooses a domain, then a category; the MCQ form is valid only when complete, and an MCQ is added and deleted', async () => {
    const { added } = testBankServer();
    const { user } = await openAdmin('/admindash/onlinetestadmin', 'Online Test Management');
    await user.click(screen.getByRole('tab', { name: 'MCQs' }));
    await choose(user, await screen.findByRole('combobox', { name: 'Domain' }), 'Python');

    const core = await screen.findByRole('button', { name: 'Core Python (Domain)' });
    expect(screen.queryByRole('form', { name: /MCQ/ })).not.toBeInTheDocument();
    await user.click(core);
    expect(core).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Reasoning (Aptitude)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const list = await screen.findByRole('article', { name: 'Question 1' });
    expect(list).toHaveTextContent('What does len([1, 2]) return?');
    expect(list).toHaveTextContent('Correct answer: B');

    const create = mcqForm().getByRole('button', { name: 'Create MCQ' });
    expect(create).toBeDisabled();
    await fill(user, mcqForm().getByLabelText(/^Question/), 'Which keyword defines a function?');
    for (const [key, text] of [
      ['A', 'func'],
      ['B', 'def'],
      ['C', 'lambda'],
    ] as const)
      await fill(user, mcqForm().getByLabelText(new RegExp(`^Option ${key}`)), text);
    // Option D left empty: a red border, no text, and submit stays disabled.
    await user.click(mcqForm().getByLabelText(/^Option D/));
    await user.tab();
    expect(mcqForm().getByLabelText(/^Option D/)).toHaveAttribute('aria-invalid', 'true');
    expect(create).toBeDisabled();
    // The same text again, whatever its case and spacing, is named and refused.
    await fill(user, mcqForm().getByLabelText(/^Option D/), '  DEF ');
    expect(mcqForm().getByText(am.optionRepeated('D', 'B'))).toBeInTheDocument();
    await fill(user, mcqForm().getByLabelText(/^Option D/), 'fn');
    expect(mcqForm().queryByText(am.optionRepeated('D', 'B'))).not.toBeInTheDocument();
    expect(create).toBeDisabled();
    await choose(user, mcqForm().getByRole('combobox', { name: /^Correct answer/ }), 'B');
    expect(create).toBeEnabled();
    await user.click(create);

    expect(await screen.findByText(am.mcqCreated)).toBeInTheDocument();
    expect(added).toHaveLength(1);
    expect(added[0]?.body).toEqual({
      category: 4,
      domain: 1,
      question: 'Which keyword defines a function?',
      options: { A: 'func', B: 'def', C: 'lambda', D: 'fn' },
      correct_answer: 'B',
    });
    expect(await screen.findByRole('article', { name: 'Question 2' })).toHaveTextContent('def');
    expect(mcqForm().getByLabelText(/^Question/)).toHaveValue('');

    await user.click(
      within(screen.getByRole('article', { name: 'Question 1' })).getByRole('button', { name: /^Delete/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete MCQ' });
    expect(dialog).toHaveTextContent(am.confirmDeleteMcq);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(am.mcqDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));

    // Another domain deselects the category and clears the MCQs; its categories fail to load here.
    await choose(user, screen.getByRole('combobox', { name: 'Domain' }), 'Java');
    expect(await screen.findByText(am.categoriesLoadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /MCQ/ })).not.toBeInTheDocument();
  });
});
