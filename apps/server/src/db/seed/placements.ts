/**
 * Demo placements: one featured job per category row. The counts add up to the spec's sample figures
 * (1586 jobs, 3543 tasks, 1232 freelancers), so /placementuser shows those numbers from stored data.
 * Pictures are left empty: the page draws the company's initials instead.
 */
export const demoPlacements = [
  {
    category: 'Software Development',
    description: 'Web, backend and mobile developer roles.',
    keyword: 'python',
    location: 'Hyderabad',
    counts: [412, 910, 320],
    job: ['Python Developer', 'Northwind Labs', 'Hyderabad', 'Fulltime', -2],
  },
  {
    category: 'Software Development',
    description: 'Web, backend and mobile developer roles.',
    keyword: 'react',
    location: 'Bengaluru',
    counts: [318, 720, 260],
    job: ['Frontend Developer (React)', 'Bluefin Systems', 'Bengaluru', 'Fulltime', -5],
  },
  {
    category: 'Data & Analytics',
    description: 'Data analyst, data scientist and machine learning roles.',
    keyword: 'data science',
    location: 'Pune',
    counts: [276, 640, 215],
    job: ['Junior Data Analyst', 'Quantive Analytics', 'Pune', 'Fulltime', -1],
  },
  {
    category: 'Cloud & DevOps',
    description: 'Cloud engineering, site reliability and DevOps roles.',
    keyword: 'aws',
    location: 'Chennai',
    counts: [240, 530, 180],
    job: ['Cloud Support Engineer', 'Stratus Cloudworks', 'Chennai', 'Fulltime', -3],
  },
  {
    category: 'Quality Assurance',
    description: 'Manual and automation testing roles.',
    keyword: 'testing',
    location: 'Remote',
    counts: [190, 433, 147],
    job: ['QA Automation Intern', 'Testwell Software', 'Remote', 'Parttime', -4],
  },
  {
    category: 'Design',
    description: 'UI, UX and visual design roles.',
    keyword: 'ui ux',
    location: 'Mumbai',
    counts: [150, 310, 110],
    job: ['UI Designer', 'Pixelcraft Studio', 'Mumbai', 'Parttime', -6],
  },
] as const;

/** Demo workshops: dates are days from the day the database is seeded, so they stay upcoming; fees in rupees. */
export const demoWorkshops = [
  {
    title: 'Python for Beginners: Your First Script',
    fee: 0,
    trainer: 'Ananya Sharma',
    mode: 'Online',
    inDays: 10,
    time: '10:00 AM',
    duration: '3 hours',
    languages: 'English, Hindi',
    enrolled: 18,
    capacity: 40,
    description: 'Install Python, write and run a small script, and learn how to keep practising.',
    opportunities: 'A first step towards the Python FullStack course',
  },
  {
    title: 'Build a Portfolio Page with HTML and CSS',
    fee: 499,
    trainer: 'Rahul Verma',
    mode: 'Hybrid',
    inDays: 17,
    time: '2:00 PM',
    duration: '4 hours',
    languages: 'English',
    enrolled: 9,
    capacity: 30,
    description: 'Lay out, style and publish a one-page portfolio you can link from your resume.',
    opportunities: 'Frontend internships',
  },
  {
    title: 'Cracking the Aptitude Round',
    fee: 999,
    trainer: 'Priya Iyer',
    mode: 'Offline',
    inDays: 24,
    time: '11:00 AM',
    duration: '2 hours',
    languages: 'English, Telugu',
    enrolled: 27,
    capacity: 50,
    description: 'Timed practice of the number, reasoning and verbal questions of placement tests.',
    opportunities: 'Campus and off-campus placement drives',
  },
] as const;
