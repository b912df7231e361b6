import type { Internship } from '@skillpath/contract';

/** Test data: an internship with sensible defaults, overridden per test. */
export function makeInternship(overrides: Partial<Internship> & Pick<Internship, 'id'>): Internship {
  return {
    internship_title: `Internship ${overrides.id}`,
    internship_duration: '3 Months',
    internship_mode: 'Online',
    internship_fee: 0,
    internship_description: 'Work on a live project.',
    internship_mentor: 'Ananya Sharma',
    internship_language: 'English',
    internship_explore_related_domains: '',
    internship_faqs: 'Is there a stipend? Top performers receive one. | Will I get a certificate? Yes.',
    internship_card_image: `/media/internships/${overrides.id}.webp`,
    internship_wyg: ['Live project experience'],
    internship_requirements: ['A laptop'],
    intern_mentor_qualification: 'M.Tech',
    ...overrides,
  };
}

/** Four internships across the three categories, like the demo catalogue. */
export const sampleInternships: Internship[] = [
  makeInternship({
    id: 1,
    internship_title: 'Full Stack Development Internship - MERN',
    internship_mode: 'Hybrid',
    internship_explore_related_domains: 'Full Stack, Web Development, JavaScript',
    internship_mentor: 'Ananya Sharma',
    internship_wyg: ['Live project experience', 'Weekly mentor reviews'],
  }),
  makeInternship({
    id: 2,
    internship_title: 'Full Stack Development Internship - Python Django',
    internship_duration: '2 Months',
    internship_fee: 4999,
    internship_explore_related_domains: 'Full Stack, Python, Backend',
    internship_mentor: 'Rahul Verma',
    internship_language: 'English, Hindi',
  }),
  makeInternship({
    id: 3,
    internship_title: 'UI/UX Design Internship - Product Design',
    internship_duration: '2 Months',
    internship_explore_related_domains: 'UI/UX, Product Design, Figma',
    internship_mentor: 'Meera Nair',
    internship_requirements: ['A Figma account'],
  }),
  makeInternship({
    id: 4,
    internship_title: 'Data Science Internship - Data Engineering',
    internship_duration: '10 Weeks',
    internship_mode: 'Offline',
    internship_fee: 3999,
    internship_explore_related_domains: 'Data Science, Cloud Computing, SQL',
    internship_mentor: 'Karthik Reddy',
  }),
];
