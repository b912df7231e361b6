import type { Internship } from '@skillpath/contract';

/** The comma-separated related domains as a list, trimmed, empties dropped. */
export function splitDomains(domains: string): string[] {
  return domains
    .split(',')
    .map((domain) => domain.trim())
    .filter((domain) => domain !== '');
}

/**
 * Spec 000 §5: the internships with another id whose title contains any of the current internship's
 * related domains, case-insensitively. The list keeps the server's order.
 */
export function relatedInternships(current: Internship, all: Internship[]): Internship[] {
  const domains = splitDomains(current.internship_explore_related_domains).map((d) => d.toLowerCase());
  if (domains.length === 0) return [];
  return all.filter(
    (other) =>
      other.id !== current.id &&
      domains.some((domain) => other.internship_title.toLowerCase().includes(domain)),
  );
}
