import type { Placement } from '@skillpath/contract';

/** Spec 000 §2: the placement page shows eight job categories. */
export const CATEGORY_COUNT = 8;

export type CategoryIcon =
  | 'code'
  | 'chart'
  | 'palette'
  | 'megaphone'
  | 'cloud'
  | 'shield'
  | 'headset'
  | 'briefcase';

export interface JobCategory {
  title: string;
  description: string;
  /** A stored category's picture, when it has one. */
  image: string;
  icon: CategoryIcon;
  /** True for the static examples that fill the grid up to eight. */
  example: boolean;
  /** How many stored jobs are in the category (0 for examples). */
  jobs: number;
}

/** Static examples (spec 000 §3 Job category: title, description, icon), shown where data is missing. */
const EXAMPLE_CATEGORIES: readonly Omit<JobCategory, 'example' | 'jobs' | 'image'>[] = [
  {
    title: 'Software Development',
    description: 'Full-stack, backend and mobile developer roles.',
    icon: 'code',
  },
  {
    title: 'Data Science & Analytics',
    description: 'Analysts, data engineers and ML engineers.',
    icon: 'chart',
  },
  { title: 'UI/UX Design', description: 'Product, interaction and visual design roles.', icon: 'palette' },
  { title: 'Digital Marketing', description: 'SEO, content, social media and growth.', icon: 'megaphone' },
  { title: 'Cloud & DevOps', description: 'Cloud engineers, SREs and platform teams.', icon: 'cloud' },
  { title: 'Cyber Security', description: 'Security analysts and penetration testers.', icon: 'shield' },
  { title: 'Customer Success', description: 'Support, onboarding and account roles.', icon: 'headset' },
  {
    title: 'Business & Management',
    description: 'Operations, HR and project management.',
    icon: 'briefcase',
  },
];

/**
 * Eight categories: the stored placements' categories first (one per title, in list order), then
 * examples whose titles are not already there.
 */
export function jobCategories(placements: readonly Placement[]): JobCategory[] {
  const stored = new Map<string, JobCategory>();
  for (const p of placements) {
    const title = p.placement_category_title.trim();
    if (!title) continue;
    const key = title.toLowerCase();
    const known = stored.get(key);
    if (known) {
      known.jobs += 1;
      known.description ||= p.placement_category_description;
      known.image ||= p.placement_category_img;
      continue;
    }
    stored.set(key, {
      title,
      description: p.placement_category_description,
      image: p.placement_category_img,
      icon: 'briefcase',
      example: false,
      jobs: 1,
    });
  }
  const examples = EXAMPLE_CATEGORIES.filter((c) => !stored.has(c.title.toLowerCase())).map(
    (c): JobCategory => ({ ...c, image: '', example: true, jobs: 0 }),
  );
  return [...stored.values(), ...examples].slice(0, CATEGORY_COUNT);
}
