import type { Course } from '@skillpath/contract';

// Test data for the training page's component tests, shaped like the API's answers.

function course(id: number, fields: Partial<Course>): Course {
  return {
    id,
    course_title: `Course ${id}`,
    course_description: '',
    course_image: `/media/courses/${id}.webp`,
    syllabus: [],
    course_duration: 100,
    course_mode: 'Online',
    course_trainer: `Trainer ${id}`,
    course_language: 'English',
    course_enrolled: 10,
    course_related_domains: '',
    course_top_com: '',
    course_opportunities: '',
    course_fee: 0,
    ...fields,
  };
}

export const courses: Course[] = [
  course(1, {
    course_title: 'Python FullStack',
    course_trainer: 'Ananya Sharma',
    course_mode: 'Hybrid',
    course_duration: 120,
    course_related_domains: 'Full Stack Development, Web Development, Python',
    course_description: 'Build complete web applications with Django and React.',
  }),
  course(6, {
    course_title: 'DevOps',
    course_trainer: 'Sneha Kulkarni',
    course_duration: 80,
    course_related_domains: 'DevOps, Cloud Computing, Automation',
    course_description: 'CI/CD pipelines, containers and Kubernetes.',
  }),
  course(4, {
    course_title: 'Data Science',
    course_trainer: 'Priya Iyer',
    course_duration: 110,
    course_related_domains: 'Data Science, Machine Learning, Analytics',
    course_description: 'Statistics, pandas and machine-learning models.',
  }),
];
