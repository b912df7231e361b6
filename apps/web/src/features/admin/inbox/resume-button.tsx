import { Button } from '@mantine/core';
import { assessmentRequestRoutes } from '@skillpath/contract';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '../shared/csv-download';
import { errorReason } from '../shared/error-text';
import { notify } from '../shared/notify';
import type { AssessmentRequest } from './inbox-api';

/** Downloads the résumé of an assessment request with the admin's token (a plain link carries none). */
export function ResumeButton({ request }: { request: AssessmentRequest }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(
        assessmentRequestRoutes.resume,
        { params: { id: request.id } },
        request.resume_name || 'resume',
      );
    } catch (error) {
      notify('error', `Failed to download the resume: ${errorReason(error)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="compact-sm"
      variant="default"
      leftSection={<IconDownload size={14} aria-hidden="true" />}
      onClick={download}
      loading={busy}
      aria-label={`Download resume: ${request.username}`}
    >
      Resume
    </Button>
  );
}
