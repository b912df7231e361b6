import type { ItemType } from '@skillpath/contract';
import { generatePath } from 'react-router';
import { paths } from './paths';

/**
 * The checkout page of a priced item, where its Apply Now, Register or Enroll Now leads (the page
 * sends a visitor to sign in and back). Paying again for an item replaces its waiting order.
 */
export const checkoutPath = (itemType: ItemType, itemId: number) =>
  generatePath(paths.checkout, { itemType, itemId: String(itemId) });
