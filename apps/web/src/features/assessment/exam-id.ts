/** The largest id PostgreSQL's integer holds; a longer number is no domain of ours. */
const MAX_ID = 2147483647;

/** A positive whole number written in decimal, else null (spec 001 §5: 'Invalid domain ID.'). */
export function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}
