const inKolkata = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** A moment as the institute's clock shows it, whatever the reader's own time zone: "12 Mar 2030, 3:04 pm IST". */
export function formatIst(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : `${inKolkata.format(date)} IST`;
}
