import { Box, Drawer, Stack } from '@mantine/core';
import { AccountControls } from './account-controls';
import { NavLinks } from './nav-links';

interface NavbarDrawerProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The mobile sidebar: main links and account controls. Its own module, loaded on the first tap of the
 * burger, so the modal machinery (focus trap, scroll lock, portal) stays off the first screen.
 */
export function NavbarDrawer({ opened, onClose }: NavbarDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Skillpath" size="xs" hiddenFrom="md">
      <Stack component="nav" aria-label="Main" gap={4}>
        <NavLinks />
      </Stack>
      <Box mt="lg">
        <AccountControls surface="light" layout="list" />
      </Box>
    </Drawer>
  );
}
