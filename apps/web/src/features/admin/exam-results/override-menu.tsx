import { Button, Menu } from '@mantine/core';
import type { TestResult } from '@skillpath/contract';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { OverrideModal } from './override-modal';
import type { Override } from './test-results-api';

/**
 * What an examiner may do with one attempt: extra time while it runs, reopen once it is over
 * (submitted or expired). Only the action that fits the attempt's state is offered.
 */
export function OverrideMenu({ attempt }: { attempt: TestResult }) {
  const [open, setOpen] = useState<Override | null>(null);
  const running = attempt.outcome === 'in_progress';
  const who = attempt.candidate_name || attempt.candidate_email;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="default"
            rightSection={<IconChevronDown size={14} aria-hidden="true" />}
            aria-label={`Override attempt ${attempt.attempt_number} of ${who}`}
          >
            Override
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item disabled={!running} onClick={() => setOpen('extend')}>
            Give extra time
          </Menu.Item>
          <Menu.Item disabled={running} onClick={() => setOpen('reopen')}>
            Reopen attempt
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {open && <OverrideModal attempt={attempt} kind={open} onClose={() => setOpen(null)} />}
    </>
  );
}
