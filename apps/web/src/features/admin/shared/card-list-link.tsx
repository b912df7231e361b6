import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A card's link to the admin list of its rows, e.g. "See the applications" (for <title>, to a screen reader). */
export function CardListLink({ to, rows, title }: { to: string; rows: string; title: string }) {
  return (
    <Anchor component={Link} to={to} size="sm" fw={600} aria-label={`See the ${rows} for ${title}`}>
      See the {rows}
    </Anchor>
  );
}
