import type { Course, UserCourse } from '@skillpath/contract';

/** A course as the API serves it, for component tests; the syllabus arrives out of week order. */
export function sampleCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 1,
    course_title: 'Python FullStack',
    course_description: 'Build complete web applications with Python.',
    course_image: '/media/courses/python.webp',
    syllabus: [
      {
        id: 12,
        week_number: 2,
        title: 'Object-oriented Python',
        topics: ['Classes and objects', 'Inheritance'],
      },
      {
        id: 11,
        week_number: 1,
        title: 'Python foundations',
        topics: ['Syntax and data types', 'Control flow'],
      },
    ],
    course_duration: 120,
    course_mode: 'Hybrid',
    course_trainer: 'Ananya Sharma',
    course_language: 'English, Telugu',
    course_enrolled: 184,
    course_related_domains: 'Full Stack Development, Python',
    course_top_com: 'TCS, Infosys,Accenture',
    course_opportunities: 'Python Developer, Backend Developer',
    course_fee: 0,
    ...overrides,
  };
}

/** The signed-in learner's enrollment in `course`, as GET user-courses lists it. */
export function userCourseOf(course: Course): UserCourse {
  return {
    enrollment_id: 1,
    course_id: course.id,
    course_title: course.course_title,
    course_description: course.course_description,
    course_image: course.course_image,
    course_duration: course.course_duration,
    course_mode: course.course_mode,
    course_trainer: course.course_trainer,
    course_language: course.course_language,
    status: 'Enrolled',
    difficulty: 'Advanced',
    lastUpdated: '2025-01-01T00:00:00.000Z',
    selected_at: '2025-01-02T00:00:00.000Z',
  } as UserCourse;
}
