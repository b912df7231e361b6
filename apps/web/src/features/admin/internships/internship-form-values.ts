import type { Internship } from '@skillpath/contract';

/** The internship form as typed; What You Get and Requirements are comma-separated text (spec 001 §5). */
export interface InternshipFormValues {
  internship_title: string;
  internship_mentor: string;
  intern_mentor_qualification: string;
  internship_mode: string | null;
  internship_fee: number | string;
  internship_duration: string;
  internship_language: string;
  internship_explore_related_domains: string;
  internship_wyg: string;
  internship_requirements: string;
  internship_description: string;
  internship_faqs: string;
}

export const emptyInternshipValues: InternshipFormValues = {
  internship_title: '',
  internship_mentor: '',
  intern_mentor_qualification: '',
  internship_mode: null,
  internship_fee: 0,
  internship_duration: '',
  internship_language: '',
  internship_explore_related_domains: '',
  internship_wyg: '',
  internship_requirements: '',
  internship_description: '',
  internship_faqs: '',
};

export const internshipValuesOf = (internship: Internship): InternshipFormValues => ({
  internship_title: internship.internship_title,
  internship_mentor: internship.internship_mentor,
  intern_mentor_qualification: internship.intern_mentor_qualification,
  internship_mode: internship.internship_mode,
  internship_fee: internship.internship_fee,
  internship_duration: internship.internship_duration,
  internship_language: internship.internship_language,
  internship_explore_related_domains: internship.internship_explore_related_domains,
  internship_wyg: internship.internship_wyg.join(', '),
  internship_requirements: internship.internship_requirements.join(', '),
  internship_description: internship.internship_description,
  internship_faqs: internship.internship_faqs,
});
