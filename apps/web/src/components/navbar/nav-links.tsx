import { VisuallyHidden } from '@mantine/core';
import { institute } from '@skillpath/contract';
import { Link, NavLink } from 'react-router';
import { homeSections, paths } from '../../lib/paths';
import { useSession } from '../../lib/use-session';
import classes from './navbar.module.css';

const sectionLinks = [
  { label: 'Services', hash: homeSections.services },
  { label: 'Batches', hash: homeSections.batches },
  { label: 'Programs', hash: homeSections.programs },
];

/** The navigation items of spec 000 §2; the parent lays them out in a row or a column. */
export function NavLinks() {
  const { session } = useSession();
  return (
    <>
      <NavLink to={paths.home} className={classes.link} end>
        Home
      </NavLink>
      {sectionLinks.map(({ label, hash }) => (
        <Link key={hash} to={{ pathname: paths.home, hash }} className={classes.link}>
          {label}
        </Link>
      ))}
      <a href={institute.chatUrl} target="_blank" rel="noopener noreferrer" className={classes.link}>
        Contact Us
        <VisuallyHidden> (opens a WhatsApp chat in a new tab)</VisuallyHidden>
      </a>
      {session?.role === 'admin' && (
        <NavLink to={paths.admin} className={classes.link}>
          Admin
        </NavLink>
      )}
    </>
  );
}
