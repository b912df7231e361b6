import { Box, Burger, Container, Group } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';
import { AccountControls } from './account-controls';
import { NavLinks } from './nav-links';
import classes from './navbar.module.css';

const NavbarDrawer = lazy(() => import('./navbar-drawer').then((m) => ({ default: m.NavbarDrawer })));

/** Spec 000 §2: the sign-in and register pages show a white navbar. */
const whiteNavbarPaths: string[] = [paths.signIn, paths.register];

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
        <Burger
          hiddenFrom="md"
          color={surface === 'dark' ? 'white' : 'dark'}
          opened={drawerOpened}
          onClick={() => {
            setDrawerWanted(true);
            setDrawerKey(drawerOpened ? null : location.key);
          }}
          aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={drawerOpened}
        />
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <NavbarDrawer opened={drawerOpened} onClose={() => setDrawerKey(null)} />
        </Suspense>
      )}
    </Box>
  );
}
