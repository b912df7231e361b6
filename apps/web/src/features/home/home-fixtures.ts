import type { Batch, Course } from '@skillpath/contract';

// Test data for the landing page's component tests, shaped like the API's answers.

function course(id: number, title: string): Course {
  return {
    id,
    course_title: title,
    course_description: `${title}: a course with live projects.`,
    course_image: `/media/courses/${id}.webp`,
    syllabus: [],
    course_duration: 100 + id,
    course_mode: 'Online',
    course_trainer: `Trainer ${id}`,
    course_language: 'English',
    course_enrolled: 10,
    course_related_domains: 'Software',
    course_top_com: 'TCS',
    course_opportunities: 'Developer',
    course_fee: 0,
  };
}

export const courses: Course[] = [
  'Python FullStack',
  'Java FullStack',
  'Cyber Security',
  'Data Science',
  'AWS',
  'DevOps',
].map((title, index) => course(index + 1, title));

export const batches: Batch[] = [
  {
    id: 1,
    name: 'Python FullStack - Weekday Batch',
    instructor: 'Ananya Sharma',
    mode: 'Hybrid',
    startDate: '2026-11-28',
    timings: 'Mon-Fri, 7:00 AM - 9:00 AM',
    category: 'Python FullStack',
    image: '/media/batches/1.webp',
  },
  {
    id: 2,
    name: 'AWS - Fast Track',
    instructor: 'Karthik Reddy',
    mode: 'Online',
    startDate: '2027-01-05',
    timings: 'Mon-Thu, 8:00 PM - 10:00 PM',
    category: 'AWS',
    image: '/media/batches/2.webp',
  },
];
