import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { institute } from '@skillpath/contract';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import classes from './chat-button.module.css';

const label = 'Chat with us on WhatsApp (opens in a new tab)';

/** Spec 000 §2: the training page's floating chat link to the institute's number. */
export function ChatButton() {
  // Nearer the corner on a phone, where every pixel of a card counts.
  const wide = useMediaQuery('(min-width: 48em)', false);
  const offset = wide ? 20 : 10;
  return (
    <Affix position={{ bottom: offset, right: offset }} zIndex={150}>
      <Tooltip label="Chat with us" position="left">
        <ActionIcon
          component="a"
          href={institute.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={label}
          radius="xl"
          color="green.9"
          variant="filled"
          className={classes.button}
        >
          <IconBrandWhatsapp className={classes.icon} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
