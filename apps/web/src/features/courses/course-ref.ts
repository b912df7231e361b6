/**
 * How /traincard/:id names a course (spec 000 §2): the training grid links by numeric id, other entry
 * points by the URL-decoded course title.
 */
export type CourseRef = { kind: 'id'; id: number } | { kind: 'title'; title: string } | { kind: 'invalid' };

// The server's id column is a PostgreSQL integer; a larger number can name no course.
const MAX_ID = 2_147_483_647;
// The server refuses longer titles (catalogue contract), so asking would only earn a 400.
const MAX_TITLE = 255;

export function parseCourseRef(raw: string | undefined): CourseRef {
  // React Router decodes the path segment but keeps an encoded slash, as in "AI%2FML" for 'AI/ML'.
  const value = (raw ?? '').replace(/%2F/gi, '/').trim();
  if (!value) return { kind: 'invalid' };
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return id >= 1 && id <= MAX_ID ? { kind: 'id', id } : { kind: 'invalid' };
  }
  return value.length <= MAX_TITLE ? { kind: 'title', title: value } : { kind: 'invalid' };
}
