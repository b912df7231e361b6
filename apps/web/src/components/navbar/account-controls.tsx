import { Button, type ButtonProps, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { generatePath, Link, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import classes from './navbar.module.css';

const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** SignUp or Login: a link to its page, shown disabled (and not a link) on that page itself. */
function AccountLink({
  to,
  current,
  children,
  ...button
}: Pick<ButtonProps, 'variant' | 'color'> & { to: string; current: string; children: ReactNode }) {
  if (current === to)
    return (
      <Button {...button} disabled>
        {children}
      </Button>
    );
  return (
    <Button {...button} component={Link} to={to}>
      {children}
    </Button>
  );
}

interface AccountControlsProps {
  surface: 'dark' | 'light';
  /** 'menu' in the navbar; 'list' in the mobile drawer, where a pop-up menu would be one tap too many. */
  layout: 'menu' | 'list';
}

/**
 * Logged out: SignUp and Login, each disabled on its own page. Logged in: a circle with the first
 * letter of the e-mail opening Profile and Logout (spec 000 §2).
 */
export function AccountControls({ surface, layout }: AccountControlsProps) {
  const { session, logout } = useSession();
  const { pathname } = useLocation();
  const onDark = surface === 'dark';

  if (!session) {
    // Real links: they work before the page's scripts run, and with none at all.
    return (
      <Group gap="sm">
        <AccountLink to={paths.register} variant={onDark ? 'white' : 'default'} current={pathname}>
          SignUp
        </AccountLink>
        <AccountLink
          to={paths.signIn}
          variant={onDark ? 'outline' : 'filled'}
          color={onDark ? 'white' : undefined}
          current={pathname}
        >
          Login
        </AccountLink>
      </Group>
    );
  }

  const profilePath = generatePath(paths.userDashboard, { id: session.userId });
  if (layout === 'list') {
    return (
      <Stack gap={4}>
        <Text size="sm" c="dimmed" px={12}>
          Signed in as {session.email}
        </Text>
        <Link to={profilePath} className={classes.link}>
          Profile
        </Link>
        <UnstyledButton className={classes.link} onClick={logout}>
          Logout
        </UnstyledButton>
      </Stack>
    );
  }

  return (
    <Suspense fallback={<span className={classes.avatarPlaceholder} />}>
      <AccountMenu email={session.email} profilePath={profilePath} onDark={onDark} onLogout={logout} />
    </Suspense>
  );
}
