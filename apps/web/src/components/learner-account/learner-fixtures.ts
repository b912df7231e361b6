import type { Candidate, Course, CourseLessons, UserCourse } from '@skillpath/contract';
import { sessionKeys } from '../../lib/session';
import { learnerToken } from '../../test/tokens';

/** Test data of the learner account screens (user 7, the learner of test/tokens.ts). */
export function candidateFixture(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 7,
    user_id: 7,
    profile_completed: true,
    name: 'Asha Rao',
    image: '',
    tagline: 'Aspiring developer',
    email: 'asha@example.com',
    email_verified: true,
    pending_email: null,
    phone: '9876543210',
    country: 'India',
    occupation: 'Student',
    date_joined: '2025-03-12T10:00:00.000Z',
    lastLogin: '2025-03-20T09:30:00.000Z',
    bio: 'I like building things.',
    skills: ['Python', 'SQL'],
    learningMode: 'Hybrid',
    studyGoal: 6,
    notifications: true,
    language: 'English',
    linkedin: 'https://www.linkedin.com/in/asha',
    accountType: 'Free',
    learningPoints: 120,
    certifications: [
      { id: 1, title: 'AWS Cloud Practitioner', issued: '2024-03-15', description: 'Cloud basics' },
    ],
    completedCourses: 1,
    ongoingCourses: 2,
    badges: ['Profile Complete'],
    rank: 4,
    recentActivities: [{ description: 'Enrolled in Python FullStack', date: '2025-03-19T08:00:00.000Z' }],
    ...overrides,
  };
}

export function userCourseFixture(overrides: Partial<UserCourse> = {}): UserCourse {
  return {
    enrollment_id: 11,
    course_id: 1,
    course_title: 'Python FullStack',
    course_description: 'Build web apps with Python.',
    course_image: '/media/courses/python.webp',
    course_duration: 120,
    course_mode: 'Hybrid',
    course_trainer: 'Ananya Sharma',
    course_language: 'English',
    status: 'In progress',
    difficulty: 'Beginner',
    lastUpdated: '2025-03-19T08:00:00.000Z',
    selected_at: '2025-03-19T08:00:00.000Z',
    progress: 36,
    lessons_watched: 3,
    lessons_total: 5,
    sessions_attended: 0,
    sessions_held: 0,
    ...overrides,
  };
}

export function courseFixture(overrides: Partial<Course> = {}): Course {
  return {
    id: 1,
    course_title: 'Python FullStack',
    course_description: 'Build complete web applications with Python.',
    course_image: '/media/courses/python.webp',
    syllabus: [
      { id: 1, week_number: 1, title: 'Python foundations', topics: ['Syntax', 'Control flow'] },
      { id: 2, week_number: 2, title: 'Object-oriented Python', topics: ['Classes'] },
    ],
    course_duration: 120,
    course_mode: 'Hybrid',
    course_trainer: 'Ananya Sharma',
    course_language: 'English, Telugu',
    course_enrolled: 184,
    course_related_domains: 'Full Stack Development, Web Development, Python',
    course_top_com: 'TCS, Infosys',
    course_opportunities: 'Python Developer',
    course_fee: 0,
    ...overrides,
  };
}

export function lessonsFixture(overrides: Partial<CourseLessons> = {}): CourseLessons {
  return {
    course_id: 1,
    course_title: 'Python FullStack',
    progress: 0,
    lessons_watched: 0,
    lessons_total: 2,
    sessions_attended: 0,
    sessions_held: 0,
    lessons: [1, 2].map((n) => ({
      id: n,
      course_id: 1,
      title: `Week ${n}: Lesson ${n}`,
      description: `What lesson ${n} covers.`,
      video_url: '/media/lessons/sample.webm',
      duration_seconds: 4,
      position: n,
      seconds_watched: 0,
      watched: false,
    })),
    ...overrides,
  };
}

/** Signs the test learner (user 7) in, the way the app stores a session. */
export function signInLearner() {
  localStorage.setItem(sessionKeys.authToken, learnerToken());
}

/**
 * jsdom has no `document.fonts`, which Mantine's autosize Textarea listens to; a stand-in lets the
 * profile forms render (test/setup.ts would be the place for it once other forms need it too).
 */
export function stubDocumentFonts() {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {} },
    });
}
