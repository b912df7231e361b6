import type { Placement } from '@skillpath/contract';

export interface JobSearch {
  /** Words looked for in the job title, company, location, keyword and category. */
  q: string;
  /** Looked for in the job's and the placement's location. */
  location: string;
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/** The jobs matching a search: every word of `q` somewhere in the job, and the location, if given. */
export function filterJobs(placements: readonly Placement[], search: JobSearch): Placement[] {
  const terms = words(search.q);
  const place = search.location.trim().toLowerCase();
  return placements.filter((p) => {
    const haystack = [
      p.placement_featuredjob_title,
      p.placement_featuredjob_company,
      p.placement_featuredjob_location,
      p.placement_location,
      p.placement_keyword,
      p.placement_category_title,
    ]
      .join(' ')
      .toLowerCase();
    const where = `${p.placement_featuredjob_location} ${p.placement_location}`.toLowerCase();
    return terms.every((term) => haystack.includes(term)) && (!place || where.includes(place));
  });
}
