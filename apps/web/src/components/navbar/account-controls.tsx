import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { generatePath, Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../lib/use-session';
import classes from './navbar.module.css';

const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

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
  const navigate = useNavigate();
  const onDark = surface === 'dark';

  if (!session) {
    return (
      <Group gap="sm">
        <Button
          variant={onDark ? 'white' : 'default'}
          disabled={pathname === paths.register}
          onClick={() => navigate(paths.register)}
        >
          SignUp
        </Button>
        <Button
          variant={onDark ? 'outline' : 'filled'}
          color={onDark ? 'white' : undefined}
          disabled={pathname === paths.signIn}
          onClick={() => navigate(paths.signIn)}
        >
          Login
        </Button>
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
