import type { Placement } from '@skillpath/contract';

/** Spec 000 §9: the counters' sample numbers, shown while no placement is stored. */
export const SAMPLE_COUNTS = { jobs: 1586, tasks: 3543, freelancers: 1232 } as const;

export interface PlacementCounts {
  jobs: number;
  tasks: number;
  freelancers: number;
  /** True when the numbers are the spec's sample figures, not stored data. */
  sample: boolean;
}

/** The counters: the sum of every stored placement's counts, or the sample figures when there are none. */
export function placementCounts(placements: readonly Placement[]): PlacementCounts {
  if (placements.length === 0) return { ...SAMPLE_COUNTS, sample: true };
  const sum = (pick: (p: Placement) => number) => placements.reduce((total, p) => total + pick(p), 0);
  return {
    jobs: sum((p) => p.placement_jobs_posted),
    tasks: sum((p) => p.placement_tasks_posted),
    freelancers: sum((p) => p.placement_freelancer),
    sample: false,
  };
}
