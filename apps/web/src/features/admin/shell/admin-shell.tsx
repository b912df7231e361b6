import { Box, Burger, Drawer, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AdminNav } from './admin-nav';
import classes from './admin-shell.module.css';

/** The admin area: a sidebar of screens beside the current one; on a phone the sidebar is a drawer. */
export function AdminShell() {
  const location = useLocation();
  // The drawer belongs to the location it was opened on, so following one of its links closes it.
  const [drawerKey, setDrawerKey] = useState<string | null>(null);
  const drawerOpened = drawerKey === location.key;

  return (
    <Box className={classes.shell}>
      <Box component="aside" className={classes.sidebar} visibleFrom="md">
        <div className={classes.sidebarInner}>
          <Text fw={700} size="lg" px="sm" mb="md">
            Admin
          </Text>
          <nav aria-label="Admin">
            <AdminNav />
          </nav>
        </div>
      </Box>

      <Box className={classes.content}>
        <Group hiddenFrom="md" gap="xs" mb="md" className={classes.phoneBar}>
          <Burger
            size="sm"
            opened={drawerOpened}
            onClick={() => setDrawerKey(drawerOpened ? null : location.key)}
            aria-label={drawerOpened ? 'Close admin menu' : 'Open admin menu'}
            aria-expanded={drawerOpened}
          />
          <Text fw={700}>Admin</Text>
        </Group>
        <Outlet />
      </Box>

      <Drawer
        opened={drawerOpened}
        onClose={() => setDrawerKey(null)}
        title="Admin"
        size="xs"
        hiddenFrom="md"
      >
        <nav aria-label="Admin">
          <AdminNav />
        </nav>
      </Drawer>
    </Box>
  );
}
