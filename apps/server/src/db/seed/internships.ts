/** Demo internships in the three categories of the list page (spec 000 §2). */
export interface DemoInternship {
  title: string;
  duration: string;
  mode: 'Online' | 'Offline' | 'Hybrid';
  fee: number;
  mentor: string;
  qualification: string;
  language: string;
  domains: string;
  description: string;
  faqs: string;
  wyg: string[];
  requirements: string[];
}

const commonFaqs =
  'Is there a stipend? Top performers receive a stipend from the partner company. | Will I get a certificate? Yes, a certificate of experience and a letter of recommendation on completion. | Can I join while studying? Yes, sessions fit around college hours.';

export const demoInternships: DemoInternship[] = [
  {
    title: 'Full Stack Development Internship - MERN',
    duration: '3 Months',
    mode: 'Hybrid',
    fee: 0,
    mentor: 'Ananya Sharma',
    qualification: 'M.Tech, 8 years building web products',
    language: 'English',
    domains: 'Full Stack, Web Development, JavaScript',
    description:
      'Build and ship features of a live MERN application with a product team: React screens, Express APIs and MongoDB.',
    faqs: commonFaqs,
    wyg: [
      'Live project experience',
      'Weekly mentor reviews',
      'Certificate of experience',
      'Placement assistance',
    ],
    requirements: ['Basics of HTML, CSS and JavaScript', 'A laptop with 8 GB RAM', '15 hours a week'],
  },
  {
    title: 'Full Stack Development Internship - Python Django',
    duration: '2 Months',
    mode: 'Online',
    fee: 4999,
    mentor: 'Rahul Verma',
    qualification: 'B.Tech, former lead engineer at a fintech',
    language: 'English, Hindi',
    domains: 'Full Stack, Python, Backend',
    description:
      'Design REST APIs with Django, connect a React front end and deploy to the cloud, reviewed by a senior engineer.',
    faqs: commonFaqs,
    wyg: ['Production-grade code reviews', 'Deployed portfolio project', 'Certificate of experience'],
    requirements: ['Python basics', 'Familiarity with Git', '12 hours a week'],
  },
  {
    title: 'Full Stack Development Internship - Java Spring',
    duration: '3 Months',
    mode: 'Offline',
    fee: 5999,
    mentor: 'Suresh Babu',
    qualification: 'MCA, 10 years in enterprise Java',
    language: 'English, Telugu',
    domains: 'Full Stack, Java, Microservices',
    description:
      'Work in our Hyderabad lab on Spring Boot microservices and an Angular client for a logistics partner.',
    faqs: commonFaqs,
    wyg: ['Enterprise project exposure', 'Mock interviews', 'Letter of recommendation'],
    requirements: ['Core Java', 'SQL basics', 'Able to attend in Hyderabad'],
  },
  {
    title: 'UI/UX Design Internship - Product Design',
    duration: '2 Months',
    mode: 'Online',
    fee: 0,
    mentor: 'Meera Nair',
    qualification: 'M.Des, NID; design lead at a consumer app',
    language: 'English',
    domains: 'UI/UX, Product Design, Figma',
    description:
      'Research, wireframe and prototype a mobile app flow for a partner startup, then test it with real users.',
    faqs: commonFaqs,
    wyg: ['Portfolio case study', 'Usability testing practice', 'Certificate of experience'],
    requirements: ['A Figma account', 'Interest in people and products', '10 hours a week'],
  },
  {
    title: 'UI/UX Design Internship - Web Design',
    duration: '6 Weeks',
    mode: 'Hybrid',
    fee: 2999,
    mentor: 'Rohan Das',
    qualification: 'B.Des, 6 years in agency web design',
    language: 'English, Bengali',
    domains: 'UI/UX, Web Design, Design Systems',
    description:
      'Redesign a real website: audit, information architecture, a small design system and developer handoff.',
    faqs: commonFaqs,
    wyg: ['Design system starter kit', 'Mentor critiques', 'Certificate of experience'],
    requirements: ['Basic visual design sense', 'A laptop', '8 hours a week'],
  },
  {
    title: 'UI/UX Design Internship - Accessibility',
    duration: '1 Month',
    mode: 'Online',
    fee: 1999,
    mentor: 'Kavya Menon',
    qualification: 'Certified accessibility professional (CPACC)',
    language: 'English',
    domains: 'UI/UX, Accessibility, Web Design',
    description:
      'Audit live products against WCAG, write fixes with developers and learn to design inclusively from the start.',
    faqs: commonFaqs,
    wyg: ['Accessibility audit report', 'WCAG checklist', 'Certificate of experience'],
    requirements: ['Basic HTML', 'Curiosity about assistive technology'],
  },
  {
    title: 'Data Science Internship - Analytics',
    duration: '3 Months',
    mode: 'Online',
    fee: 0,
    mentor: 'Priya Iyer',
    qualification: 'M.Sc Statistics, 9 years in retail analytics',
    language: 'English, Tamil',
    domains: 'Data Science, Analytics, Python',
    description:
      'Clean, analyse and visualise sales data for a retail partner and present recommendations to its managers.',
    faqs: commonFaqs,
    wyg: ['Real business dataset', 'Dashboard in your portfolio', 'Placement assistance'],
    requirements: ['Python or Excel basics', 'Statistics fundamentals', '12 hours a week'],
  },
  {
    title: 'Data Science Internship - Machine Learning',
    duration: '2 Months',
    mode: 'Hybrid',
    fee: 6999,
    mentor: 'Dr. Vikram Rao',
    qualification: 'PhD Machine Learning, IIT Madras',
    language: 'English',
    domains: 'Data Science, Machine Learning, AI',
    description:
      'Train, evaluate and deploy a prediction model end to end, with experiment tracking and a model card.',
    faqs: commonFaqs,
    wyg: ['Deployed ML model', 'Research-style report', 'Letter of recommendation'],
    requirements: ['Python', 'Linear algebra basics', 'A laptop with 8 GB RAM'],
  },
  {
    title: 'Data Science Internship - Data Engineering',
    duration: '10 Weeks',
    mode: 'Offline',
    fee: 3999,
    mentor: 'Karthik Reddy',
    qualification: 'B.Tech, AWS certified data engineer',
    language: 'English, Telugu',
    domains: 'Data Science, Cloud Computing, SQL',
    description:
      'Build data pipelines on AWS that feed analytics dashboards: ingestion, transformation and quality checks.',
    faqs: commonFaqs,
    wyg: ['Cloud lab access', 'Pipeline in your portfolio', 'Certificate of experience'],
    requirements: ['SQL', 'Python basics', 'Able to attend in Hyderabad'],
  },
];
