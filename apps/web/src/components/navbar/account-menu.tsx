import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './navbar.module.css';

interface AccountMenuProps {
  email: string;
  profilePath: string;
  onDark: boolean;
  onLogout: () => void;
}

/**
 * The signed-in navbar's circle with the first letter of the e-mail, opening Profile and Logout
 * (spec 000 §2). Its own module: the pop-up positioning library it needs is loaded for signed-in
 * people only, not with every visitor's first screen.
 */
export function AccountMenu({ email, profilePath, onDark, onLogout }: AccountMenuProps) {
  return (
    <Menu position="bottom-end" width={200} withArrow>
      <Menu.Target>
        <UnstyledButton className={classes.avatarButton} aria-label={`Account menu for ${email}`}>
          <Avatar color="indigo" variant={onDark ? 'white' : 'filled'} radius="xl">
            {email.charAt(0).toUpperCase() || '?'}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{email}</Menu.Label>
        <Menu.Item component={Link} to={profilePath} leftSection={<IconUser size={16} aria-hidden />}>
          Profile
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={onLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
