import { API_PREFIX } from '@skillpath/contract';
/**
 * The public pages of the web app (spec 000 §2, spec 001 §2) that search engines should index, with
 * the title the page itself sets ("<page> · Skillpath") and a description of what it offers.
 */
export const publicPages = [
  {
    path: '/home',
    title: 'Home',
    description:
      'Skillpath: training courses, internships, AI programs and placement support from a Hyderabad training institute.',
  },
  {
    path: '/traininguser',
    title: 'Training courses',
    description:
      'Job-ready training courses with weekly syllabus, live and online batches, expert trainers and placement support.',
  },
  {
    path: '/internshipuser',
    title: 'Internships',
    description:
      'Internships in full stack development, UI/UX design and data science with mentors, real projects and a certificate.',
  },
  {
    path: '/aiuserpage',
    title: 'Smart AI Learning Paths',
    description: 'AI programs from foundations to applied machine learning, with curriculum by level.',
  },
  {
    path: '/placementuser',
    title: 'Placements',
    description: 'Placement drives, open jobs and workshops for Skillpath learners.',
  },
  {
    path: '/workshops',
    title: 'Workshops',
    description: 'Upcoming Skillpath workshops: topics, dates and how to join.',
  },
  {
    path: '/hire-hero',
    title: 'Hire talent',
    description: 'Hire trained, assessed candidates from Skillpath for your team.',
  },
  {
    path: '/findyourmatch',
    title: 'Find your match',
    description: 'Tell us the role you are hiring for and we will match candidates from Skillpath.',
  },
  {
    path: '/contact',
    title: 'Contact us',
    description: 'Call, write or visit Skillpath in HITEC City, Hyderabad.',
  },
  {
    path: '/bookafreedemo',
    title: 'Book a Free Demo',
    description: 'Book a free demo class of any Skillpath training course.',
  },
] as const;

/** Pages of signed-in people, the admin area and the API: nothing there for a search engine. */
export const privatePrefixes = [
  '/admindash',
  '/userdash',
  '/edit-profile',
  '/registerprofile',
  '/onlineclass',
  '/exam',
  '/reset-password',
  '/resetpassword',
  '/verify-email',
  API_PREFIX,
  '/docs',
] as const;
