import type { ItemType } from '@skillpath/contract';
import { generatePath } from 'react-router';
import { paths } from '../../lib/paths';

/** The page a bought item is seen on (a course's page, the workshops, an internship, the programs). */
export function itemPage(type: ItemType, id: number): string {
  switch (type) {
    case 'course':
      return generatePath(paths.course, { id: String(id) });
    case 'internship':
      return generatePath(paths.internship, { id: String(id) });
    case 'workshop':
      return paths.workshops;
    case 'program':
      return paths.aiPrograms;
  }
}

/** The learner's Payments tab. */
export const paymentsTabUrl = (userId: string | number) =>
  `${generatePath(paths.userDashboard, { id: String(userId) })}?tab=payments`;
