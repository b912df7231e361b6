/**
 * Every URL of the web app (spec 000 §2, spec 001 §2). Patterns with `:id` are filled with
 * react-router's `generatePath(paths.course, { id })`.
 */
export const paths = {
  root: '/',
  home: '/home',
  training: '/traininguser',
  course: '/traincard/:id',
  internships: '/internshipuser',
  internship: '/interncard/:id',
  aiPrograms: '/aiuserpage',
  placements: '/placementuser',
  register: '/registernow',
  registerProfile: '/registerprofile',
  signIn: '/signin',
  resetPassword: '/reset-password',
  resetPasswordAlias: '/resetpassword',
  verifyEmail: '/verify-email',
  dashboard: '/userdash',
  userDashboard: '/userdash/:id',
  editProfile: '/edit-profile/:id',
  bookDemo: '/bookafreedemo',
  sampleTable: '/tabledata',
  onlineClass: '/onlineclass',
  onlineClassCourse: '/onlineclass/:courseId',
  admin: '/admindash',
  domainSelection: '/domain-selection',
  exam: '/exam/:id',
  assessmentForm: '/assessmentform',
  hire: '/hire-hero',
  findYourMatch: '/findyourmatch',
  job: '/jobs/:id',
  contact: '/contact',
  workshops: '/workshops',
  certificate: '/certificates/:code',
  checkout: '/checkout/:itemType/:itemId',
} as const;

/** Section anchors of the landing page (spec 000 §2). */
export const homeSections = {
  services: 'about',
  programs: 'featured-programs',
  batches: 'upcomingbatches',
} as const;
