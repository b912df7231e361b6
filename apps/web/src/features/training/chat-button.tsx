import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { institute } from '@skillpath/contract';
import { IconBrandWhatsapp } from '@tabler/icons-react';

const label = 'Chat with us on WhatsApp (opens in a new tab)';

/** Spec 000 §2: the training page's floating chat link to the institute's number. */
export function ChatButton() {
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Tooltip label="Chat with us" position="left">
        <ActionIcon
          component="a"
          href={institute.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          size={56}
          radius="xl"
          color="green.9"
          variant="filled"
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          <IconBrandWhatsapp size={30} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
