import { formatInternshipFee, type Internship } from '@skillpath/contract';

/**
 * Spec 000 §3: the API has no posting date, so every card's 'posted' value is filled on the client
 * with this text. It is still filterable (spec 000 §5) so the filter stays meaningful once a real
 * date arrives.
 */
export const POSTED_LABEL = '1 week ago';

/** The filters of spec 000 §5. Text filters are case-insensitive substrings; empty means "any". */
export interface InternshipFilters {
  /** Against the title; set by the category chips. */
  profile: string;
  /** Against the comma-separated related domains. */
  domains: string;
  mentor: string;
  duration: string;
  /** Against the fee as shown ('Performance-based', '₹4,999'). */
  fee: string;
  posted: string;
  /** The mode checkboxes. */
  online: boolean;
  offline: boolean;
  /** Free search over every string field. */
  search: string;
}

export const TEXT_FILTERS = ['profile', 'domains', 'mentor', 'duration', 'fee', 'posted', 'search'] as const;

export const emptyFilters: InternshipFilters = {
  profile: '',
  domains: '',
  mentor: '',
  duration: '',
  fee: '',
  posted: '',
  online: false,
  offline: false,
  search: '',
};

const contains = (text: string, query: string) => text.toLowerCase().includes(query.trim().toLowerCase());

/**
 * The fee as a person may type it: the shown text ('₹4,999', 'Performance-based') and the bare
 * number ('4999'), so typing digits without the grouping comma still finds the fee.
 */
function feeText(internship: Internship): string {
  return `${formatInternshipFee(internship.internship_fee)} ${internship.internship_fee}`;
}

/**
 * Every string a free search looks through: the string fields, the list fields (what you will gain,
 * requirements), the shown fee and posted value. The card image path is left out: '/media/…'
 * would make a search for "media" match everything.
 */
function searchableText(internship: Internship): string {
  return [
    internship.internship_title,
    internship.internship_duration,
    internship.internship_mode,
    internship.internship_description,
    internship.internship_mentor,
    internship.internship_language,
    internship.internship_explore_related_domains,
    internship.internship_faqs,
    internship.intern_mentor_qualification,
    ...internship.internship_wyg,
    ...internship.internship_requirements,
    feeText(internship),
    POSTED_LABEL,
  ].join('\n');
}

/**
 * Whether one internship passes every filter. The two mode checkboxes are alternatives: with both
 * ticked, an internship whose mode names either passes (ticking more never hides more).
 */
function matchesFilters(internship: Internship, filters: InternshipFilters): boolean {
  const modes = [filters.online && 'online', filters.offline && 'offline'].filter(
    (mode): mode is string => typeof mode === 'string',
  );
  return (
    contains(internship.internship_title, filters.profile) &&
    contains(internship.internship_explore_related_domains, filters.domains) &&
    contains(internship.internship_mentor, filters.mentor) &&
    contains(internship.internship_duration, filters.duration) &&
    contains(feeText(internship), filters.fee) &&
    contains(POSTED_LABEL, filters.posted) &&
    (modes.length === 0 || modes.some((mode) => contains(internship.internship_mode, mode))) &&
    contains(searchableText(internship), filters.search)
  );
}

export function filterInternships(internships: Internship[], filters: InternshipFilters): Internship[] {
  return internships.filter((internship) => matchesFilters(internship, filters));
}

/** How many filters are set, for the phone's "Filters (n)" button. Whitespace alone sets nothing. */
export function countActiveFilters(filters: InternshipFilters): number {
  const texts = TEXT_FILTERS.filter((key) => filters[key].trim() !== '').length;
  return texts + Number(filters.online) + Number(filters.offline);
}
