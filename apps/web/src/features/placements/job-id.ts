/** A job id from the address: a positive whole number, or null. */
export function parseJobId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export const INVALID_JOB_ID = 'Invalid job ID. Please select a valid job.';
