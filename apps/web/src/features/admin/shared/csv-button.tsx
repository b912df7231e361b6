import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { inboxScreenMessages } from './admin-messages';
import { downloadCsv, type FileRoute } from './csv-download';
import { errorReason } from './error-text';
import { notify } from './notify';

interface CsvButtonProps {
  /** The export's route (its declaration in the contract). */
  route: FileRoute;
  /** The list's current filters, so the file holds what the table shows (all pages). */
  query: Record<string, string | undefined>;
  fileName: string;
}

/** Download CSV of an inbox. */
export function CsvButton({ route, query, fileName }: CsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadCsv(route, query, fileName);
    } catch (error) {
      notify('error', `${inboxScreenMessages.csvFailed}: ${errorReason(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      onClick={download}
      loading={busy}
    >
      Download CSV
    </Button>
  );
}
