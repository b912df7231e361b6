import type { Step } from './step-list';

/** Spec 001 §2 Hire page: the hero's three highlights (spec 001 §9 marketing claims). */
export const HIRE_HIGHLIGHTS = [
  { value: 'ZERO Hiring Cost', text: 'No fees for companies, ever.' },
  { value: '3-5 Days', text: 'From your requirement to screened profiles.' },
  { value: 'Pre-vetted Talent', text: 'Trained, assessed and interview-ready.' },
] as const;

/** Spec 001 §2 Hire page: post requirement, screened profiles, interview, hire. */
export const HIRE_STEPS: readonly Step[] = [
  { title: 'Post your requirement', text: 'Tell us the roles, skills and number of people you need.' },
  {
    title: 'Get screened profiles',
    text: 'We shortlist trained candidates who match, within 3-5 business days.',
  },
  { title: 'Interview', text: 'Meet the shortlisted candidates and assess them your way.' },
  { title: 'Hire', text: 'Make your offer to the people you choose. No hiring fee.' },
];

/** Spec 001 §2 Hire page FAQ: cost (nothing), speed (3-5 business days), interviewing candidates (yes). */
export const HIRE_FAQ = [
  {
    question: 'How much does it cost to hire through Skillpath?',
    answer: 'Nothing. There is zero hiring cost: companies pay no fee to hire our candidates.',
  },
  {
    question: 'How quickly will I receive candidate profiles?',
    answer: 'You receive screened profiles within 3-5 business days of sharing your requirement.',
  },
  {
    question: 'Can I interview the candidates before hiring?',
    answer: 'Yes. You interview the shortlisted candidates yourself and hire only the ones you choose.',
  },
] as const;

/** Spec 001 §2 Find-your-match page: the four steps. */
export const MATCH_STEPS: readonly Step[] = [
  {
    title: 'Submit your requirements',
    text: 'Share what you need; a dedicated talent scout is assigned to you.',
  },
  { title: 'Receive tailored profiles', text: 'Get profiles matched to your role within 24 hours.' },
  { title: 'Initiate evaluation', text: 'Interview and test the candidates you like.' },
  { title: 'Choose your ideal match', text: 'Hire the candidate who fits your team best.' },
];

/** Placeholder marks for the 'Trusted by Top Companies' section: sample names, not real clients. */
export const SAMPLE_COMPANIES = ['Northwind', 'Acme Labs', 'Globex', 'Initech', 'Contoso', 'Fabrikam'];
