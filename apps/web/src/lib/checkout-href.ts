import type { ItemType } from '@skillpath/contract';
import { useSyncExternalStore } from 'react';
import { generatePath } from 'react-router';
import { paths } from './paths';
import { getSession, subscribeSession } from './session';

/** The checkout page of a priced item. */
const checkoutPath = (itemType: ItemType, itemId: number) =>
  generatePath(paths.checkout, { itemType, itemId: String(itemId) });

const signedOut = () => null;

/**
 * Where a priced item's Apply Now, Register or Enroll Now leads: its checkout, or for a visitor,
 * sign-in first and the checkout after. A plain link, so it works on a server-rendered page before
 * its scripts run (rendered signed out, as every public page is).
 */
export function useCheckoutHref(itemType: ItemType, itemId: number): string {
  const session = useSyncExternalStore(subscribeSession, getSession, signedOut);
  const checkout = checkoutPath(itemType, itemId);
  return session ? checkout : `${paths.signIn}?${new URLSearchParams({ returnUrl: checkout })}`;
}
