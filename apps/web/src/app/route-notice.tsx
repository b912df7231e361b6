import { Alert, Container } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';

/** Navigation state of a redirect that tells the visitor why they landed here. */
export interface RouteNotice {
  notice: string;
}

const noticeOf = (state: unknown) =>
  state && typeof state === 'object' && typeof (state as RouteNotice).notice === 'string'
    ? (state as RouteNotice).notice
    : null;

/** The notice a redirect left for the page it landed on, above that page until closed. */
export function RouteNoticeBanner() {
  const location = useLocation();
  const notice = noticeOf(location.state);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (!notice || closedFor === location.key) return null;
  return (
    <Container size="lg" pt="md">
      <div role="status">
        <Alert
          color="indigo"
          variant="light"
          icon={<IconInfoCircle aria-hidden="true" />}
          withCloseButton
          closeButtonLabel="Close notice"
          onClose={() => setClosedFor(location.key)}
        >
          {notice}
        </Alert>
      </div>
    </Container>
  );
}
