import {
  type Course,
  catalogueAdminRoutes,
  catalogueRoutes,
  catalogueAdminMessages as m,
  type SyllabusEntry,
} from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiError, mockRoute } from '../../../test/api-mock';
import { courses, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const form = () => within(screen.getByRole('region', { name: /^(Add a syllabus week|Edit week)/ }));
const list = () => within(screen.getByRole('region', { name: /^Syllabus/ }));

async function openSyllabus(serve: () => ReturnType<typeof syllabusServer>) {
  const calls = serve();
  const app = await openAdmin('/admindash/training', 'Training Management');
  await app.user.click(screen.getByRole('tab', { name: 'Syllabus' }));
  await screen.findByRole('combobox', { name: /^Course/ });
  return { ...app, ...calls };
}

async function chooseCourse(user: UserEvent, title: string) {
  await user.click(screen.getByRole('combobox', { name: /^Course/ }));
  await user.click(await screen.findByRole('option', { name: title }));
}

async function fillWeek(user: UserEvent, week: string, title: string, topics: string) {
  await user.type(form().getByLabelText(/^Week number/), week);
  await user.type(form().getByLabelText(/^Title/), title);
  await user.type(form().getByLabelText(/^Topics/), topics);
}

type Failure = ReturnType<typeof apiError>;

/** Holds a call until the test releases it: with a failure to answer, or with nothing to let it through. */
function deferred() {
  let release: (failure?: Failure) => void = () => {};
  const promise = new Promise<Failure | undefined>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

type SentWeek = Omit<SyllabusEntry, 'id'> & { course_title_id: number };

/** The course list as the server holds it: changed by the syllabus calls that succeed. */
function syllabusServer(create?: () => Promise<Failure | undefined>) {
  let list: Course[] = structuredClone(courses);
  const change = (entries: (e: SyllabusEntry[]) => SyllabusEntry[]) => {
    list = list.map((c) => ({ ...c, syllabus: entries(c.syllabus) }));
  };
  const entryOf = (id: number, { body }: ApiCall) => {
    const { week_number, title, topics } = body as SentWeek;
    return { id, week_number, title, topics };
  };
  mockRoute(catalogueRoutes.courses, () => list);
  const posts = mockRoute(catalogueAdminRoutes.createSyllabus, async (call) => {
    const failure = create ? await create() : undefined;
    if (failure) return failure;
    const entry = entryOf(40, call);
    const courseId = (call.body as SentWeek).course_title_id;
    list = list.map((c) => (c.id === courseId ? { ...c, syllabus: [...c.syllabus, entry] } : c));
    return entry;
  });
  const puts = mockRoute(catalogueAdminRoutes.updateSyllabus, (call) => {
    const entry = entryOf(Number(call.params.id), call);
    change((entries) => entries.map((e) => (e.id === entry.id ? entry : e)));
    return entry;
  });
  const deletes = mockRoute(catalogueAdminRoutes.deleteSyllabus, ({ params }) => {
    change((entries) => entries.filter((e) => e.id !== Number(params.id)));
    return undefined;
  });
  return { posts, puts, deletes };
}

describe('syllabus tab', screenTestTimeout, () => {
  it('lists the chosen course’s weeks, or says it has none; a course is needed to add one', async () => {
    const { user } = await openSyllabus(() => syllabusServer());
    expect(screen.getByText('Select a course to see its syllabus.')).toBeInTheDocument();

    await user.click(form().getByRole('button', { name: 'Add syllabus' }));
    expect(await screen.findByText(m.syllabusSelectCourse)).toBeInTheDocument();

    await chooseCourse(user, 'Python FullStack');
    const weeks = await list().findAllByRole('article');
    expect(weeks.map((w) => within(w).getByRole('heading').textContent)).toEqual(['Python basics', 'Django']);
    expect(weeks[0]).toHaveTextContent('Syntax, Types');

    await chooseCourse(user, 'DevOps');
    expect(list().getByText(m.syllabusNone)).toBeInTheDocument();

    await user.click(form().getByRole('button', { name: 'Add syllabus' }));
    expect(await screen.findByText(m.syllabusInvalid)).toBeInTheDocument();
    expect(form().getByText(m.syllabusWeekInvalid)).toBeInTheDocument();
    expect(form().getByText(m.syllabusTitleRequired)).toBeInTheDocument();
    expect(form().getByText(m.syllabusTopicsRequired)).toBeInTheDocument();
  });

  it('shows a new week at once and takes it away again when the server refuses it', async () => {
    const reply = deferred();
    const { user, posts } = await openSyllabus(() => syllabusServer(() => reply.promise));
    await chooseCourse(user, 'DevOps');
    await fillWeek(user, '1', 'Containers', ' Docker, , Compose ');
    await user.click(form().getByRole('button', { name: 'Add syllabus' }));

    const pending = await list().findByRole('article');
    expect(pending).toHaveTextContent('Containers');
    expect(pending).toHaveTextContent('Docker, Compose');
    expect(within(pending).getByText('Saving…')).toBeInTheDocument();
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]?.body).toEqual({
      course_title_id: 2,
      week_number: 1,
      title: 'Containers',
      topics: ['Docker', 'Compose'],
    });

    reply.release(apiError(500, 'The database is not answering.'));
    expect(
      await screen.findByText('Error 500 in creating syllabus: The database is not answering.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(list().queryByRole('article')).not.toBeInTheDocument());
    expect(list().getByText(m.syllabusNone)).toBeInTheDocument();
    // What was typed stays, to try again.
    expect(form().getByLabelText(/^Title/)).toHaveValue('Containers');
  });

  it('keeps the new week with the server’s id when it is saved', async () => {
    const reply = deferred();
    const { user } = await openSyllabus(() => syllabusServer(() => reply.promise));
    await chooseCourse(user, 'DevOps');
    await fillWeek(user, '1', 'Containers', 'Docker');
    await user.click(form().getByRole('button', { name: 'Add syllabus' }));
    await list().findByText('Saving…');

    reply.release();
    expect(await screen.findByText(m.syllabusCreated)).toBeInTheDocument();
    await waitFor(() => expect(list().queryByText('Saving…')).not.toBeInTheDocument());
    expect(list().getByRole('button', { name: 'Edit week 1: Containers' })).toBeEnabled();
    expect(form().getByLabelText(/^Title/)).toHaveValue('');
  });

  it('edits a week; switching course resets the form and leaves edit mode; delete asks first', async () => {
    const { user, puts, deletes } = await openSyllabus(() => syllabusServer());
    await chooseCourse(user, 'Python FullStack');
    await user.click(await list().findByRole('button', { name: 'Edit week 2: Django' }));
    expect(screen.getByRole('heading', { name: 'Edit week 2' })).toBeInTheDocument();
    expect(form().getByLabelText(/^Topics/)).toHaveValue('Models, Views');

    await chooseCourse(user, 'DevOps');
    expect(screen.getByRole('heading', { name: 'Add a syllabus week' })).toBeInTheDocument();
    expect(form().getByLabelText(/^Title/)).toHaveValue('');

    await chooseCourse(user, 'Python FullStack');
    await user.click(await list().findByRole('button', { name: 'Edit week 2: Django' }));
    await user.clear(form().getByLabelText(/^Title/));
    await user.type(form().getByLabelText(/^Title/), 'Django REST');
    await user.clear(form().getByLabelText(/^Topics/));
    await user.type(form().getByLabelText(/^Topics/), 'Serializers');
    await user.click(form().getByRole('button', { name: 'Update syllabus' }));
    expect(await screen.findByText(m.syllabusUpdated)).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]?.params).toEqual({ id: '12' });
    expect(puts[0]?.body).toEqual({
      course_title_id: 1,
      week_number: 2,
      title: 'Django REST',
      topics: ['Serializers'],
    });
    expect(await list().findByRole('heading', { name: 'Django REST' })).toBeInTheDocument();

    await user.click(list().getByRole('button', { name: 'Delete week 1: Python basics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete syllabus entry' });
    expect(dialog).toHaveTextContent(m.syllabusDeleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(m.syllabusDeleted)).toBeInTheDocument();
    await waitFor(() =>
      expect(list().queryByRole('heading', { name: 'Python basics' })).not.toBeInTheDocument(),
    );
    expect(deletes.map(({ params }) => params.id)).toEqual(['11']);
  });
});
