import type { Course } from '@skillpath/contract';

/** The course form as typed (spec 001 §3); the contract's courseInputSchema trims and checks it. */
export interface CourseFormValues {
  course_title: string;
  course_trainer: string;
  course_mode: string | null;
  course_duration: number | string;
  course_language: string;
  course_related_domains: string;
  course_top_com: string;
  course_description: string;
  course_opportunities: string;
  /** Whole rupees; 0 is free. */
  course_fee: number | string;
}

export const emptyCourseValues: CourseFormValues = {
  course_title: '',
  course_trainer: '',
  course_mode: null,
  course_duration: '',
  course_language: '',
  course_related_domains: '',
  course_top_com: '',
  course_description: '',
  course_opportunities: '',
  course_fee: 0,
};

/** Edit prefills every field from the card (spec 001 §4); the image is not carried over. */
export const courseValuesOf = (course: Course): CourseFormValues => ({
  course_title: course.course_title,
  course_trainer: course.course_trainer,
  course_mode: course.course_mode,
  course_duration: course.course_duration,
  course_language: course.course_language,
  course_related_domains: course.course_related_domains,
  course_top_com: course.course_top_com,
  course_description: course.course_description,
  course_opportunities: course.course_opportunities,
  course_fee: course.course_fee,
});
