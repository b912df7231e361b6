/**
 * The id of /interncard/{id} as a number, or null when it is not a positive whole number: such an id
 * cannot name an internship, so the page says so without asking the server.
 */
export function parseInternshipId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
