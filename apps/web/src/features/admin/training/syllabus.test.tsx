import { type Course, catalogueAdminMessages as m, type SyllabusEntry } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, sentBody } from '../../../test/fetch';
import {
  courses,
  deferred,
  mockAdminApi,
  on,
  openAdmin,
  preloadAdminArea,
  screenTestTimeout,
} from '../admin-test-kit';

preloadAdminArea();

const form = () => within(screen.getByRole('region', { name: /^(Add a syllabus week|Edit week)/ }));
const list = () => within(screen.getByRole('region', { name: /^Syllabus/ }));

async function openSyllabus(fetchMock: () => ReturnType<typeof mockAdminApi>) {
  const mock = fetchMock();
  const app = await openAdmin('/admindash/training', 'Training Management');
  await app.user.click(screen.getByRole('tab', { name: 'Syllabus' }));
  await screen.findByRole('combobox', { name: /^Course/ });
  return { ...app, fetchMock: mock };
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

/** The course list as the server holds it: changed by the syllabus calls that succeed. */
function syllabusServer(create?: () => Promise<Response>) {
  let list: Course[] = structuredClone(courses);
  const change = (entries: (e: SyllabusEntry[]) => SyllabusEntry[]) => {
    list = list.map((c) => ({ ...c, syllabus: entries(c.syllabus) }));
  };
  return mockAdminApi(
    on('GET', '/v1/api/list-courses/', () => jsonResponse(200, list)),
    on('POST', '/v1/api/syllabus/create/', async (_url, init) => {
      const response = create ? await create() : undefined;
      if (response && !response.ok) return response;
      const body = JSON.parse(String(init.body));
      const entry = { id: 40, week_number: body.week_number, title: body.title, topics: body.topics };
      list = list.map((c) =>
        c.id === body.course_title_id ? { ...c, syllabus: [...c.syllabus, entry] } : c,
      );
      return jsonResponse(201, entry);
    }),
    on('PUT', '/v1/api/syllabus/update/', (url, init) => {
      const id = Number(url.split('/').at(-2));
      const body = JSON.parse(String(init.body));
      const entry = { id, week_number: body.week_number, title: body.title, topics: body.topics };
      change((entries) => entries.map((e) => (e.id === id ? entry : e)));
      return jsonResponse(200, entry);
    }),
    on('DELETE', '/v1/api/syllabus/delete/', (url) => {
      const id = Number(url.split('/').at(-2));
      change((entries) => entries.filter((e) => e.id !== id));
      return new Response(null, { status: 204 });
    }),
  );
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
    const { user, fetchMock } = await openSyllabus(() => syllabusServer(() => reply.promise));
    await chooseCourse(user, 'DevOps');
    await fillWeek(user, '1', 'Containers', ' Docker, , Compose ');
    await user.click(form().getByRole('button', { name: 'Add syllabus' }));

    const pending = await list().findByRole('article');
    expect(pending).toHaveTextContent('Containers');
    expect(pending).toHaveTextContent('Docker, Compose');
    expect(within(pending).getByText('Saving…')).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, post)).toEqual({
      course_title_id: 2,
      week_number: 1,
      title: 'Containers',
      topics: ['Docker', 'Compose'],
    });

    reply.release(jsonResponse(500, { detail: 'The database is not answering.' }));
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

    reply.release(jsonResponse(201, {}));
    expect(await screen.findByText(m.syllabusCreated)).toBeInTheDocument();
    await waitFor(() => expect(list().queryByText('Saving…')).not.toBeInTheDocument());
    expect(list().getByRole('button', { name: 'Edit week 1: Containers' })).toBeEnabled();
    expect(form().getByLabelText(/^Title/)).toHaveValue('');
  });

  it('edits a week; switching course resets the form and leaves edit mode; delete asks first', async () => {
    const { user, fetchMock } = await openSyllabus(() => syllabusServer());
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
    const put = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(sentBody(fetchMock, put)).toEqual({
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
  });
});
