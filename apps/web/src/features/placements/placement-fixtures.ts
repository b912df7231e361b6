import type { Placement } from '@skillpath/contract';

let nextId = 1;

/** A stored placement as the API returns it; override what a test is about. */
export function placement(overrides: Partial<Placement> = {}): Placement {
  const id = overrides.id ?? nextId++;
  return {
    id,
    placement_location: 'Hyderabad',
    placement_keyword: 'react',
    placement_search_button: '',
    placement_jobs_posted: 10,
    placement_tasks_posted: 20,
    placement_freelancer: 5,
    placement_category_img: '',
    placement_category_title: 'Software Development',
    placement_category_description: 'Build web and mobile products.',
    placement_featuredjob_img: '',
    placement_featuredjob_title: 'Frontend Developer',
    placement_featuredjob_company: 'Acme Labs',
    placement_featuredjob_location: 'Hyderabad',
    placement_featuredjob_mode: 'Fulltime',
    placement_featuredjob_posted: '2026-03-12',
    created_at: '2026-03-12T10:00:00.000Z',
    ...overrides,
  };
}
