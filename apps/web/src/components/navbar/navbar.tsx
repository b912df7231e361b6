import { ActionIcon, Box, Container, Group, Stack } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { AccountControls } from './account-controls';
import { NavLinks } from './nav-links';
import classes from './navbar.module.css';

const NavbarDrawer = lazy(() => import('./navbar-drawer').then((m) => ({ default: m.NavbarDrawer })));

/** Spec 000 §2: the sign-in and register pages show a white navbar. */
const whiteNavbarPaths: string[] = [paths.signIn, paths.register];

/** The menu the burger links to, for visitors whose browser runs no script. */
const MENU_ID = 'site-menu';

export function Navbar() {
  const location = useLocation();
  // The drawer belongs to the location it was opened on, so any navigation closes it.
  const [drawerKey, setDrawerKey] = useState<string | null>(null);
  const drawerOpened = drawerKey === location.key;
  // Mounted from the first opening on, so its closing still animates.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const surface = whiteNavbarPaths.includes(location.pathname) ? 'light' : 'dark';

  return (
    <Box component="header" className={classes.header} data-surface={surface}>
      <Container size="lg" className={classes.inner}>
        <Link to={paths.home} className={classes.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} className={classes.brandMark} />
          Skillpath
        </Link>
        <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
          <NavLinks />
        </Group>
        <Box visibleFrom="md">
          <AccountControls surface={surface} layout="menu" />
        </Box>
        {/*
          A link to the menu below: without scripts (or before they run) it opens that menu through
          :target; once the page is interactive it opens the drawer instead.
        */}
        <ActionIcon
          component="a"
          href={`#${MENU_ID}`}
          hiddenFrom="md"
          variant="subtle"
          color={surface === 'dark' ? 'white' : 'dark'}
          size="lg"
          onClick={(event) => {
            event.preventDefault();
            setDrawerWanted(true);
            setDrawerKey(drawerOpened ? null : location.key);
          }}
          aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={drawerOpened}
        >
          <IconMenu2 size={24} aria-hidden="true" />
        </ActionIcon>
      </Container>
      {/* `hidden` until it is the URL's target (navbar.module.css): the burger's menu without scripts. */}
      <Box id={MENU_ID} hidden hiddenFrom="md" className={classes.fallbackMenu}>
        <Container size="lg">
          <Stack component="nav" aria-label="Menu" gap={4}>
            <NavLinks />
          </Stack>
          <Group justify="space-between" mt="md">
            <AccountControls surface={surface} layout="list" />
            <a href="#top" className={classes.link}>
              Close menu
            </a>
          </Group>
        </Container>
      </Box>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavbarDrawer opened={drawerOpened} onClose={() => setDrawerKey(null)} />
        </Suspense>
      )}
    </Box>
  );
}
