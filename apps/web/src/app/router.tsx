import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { certificateQueries, parseCertificateCode } from '../features/certificates/certificates-api';
import { parseCourseRef } from '../features/courses/course-ref';
import { parseInternshipId } from '../features/internships/internship-id';
import { placementQueries } from '../features/placements/placements-api';
import { workshopsQuery } from '../features/workshops/workshops-api';
import { catalogueQueries } from '../lib/catalogue';
import { paths } from '../lib/paths';
import { AdminGate } from './admin-gate';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { serverRendered } from './server-page';

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const RegisterPage = lazyPage(() => import('../features/auth/register-page'), 'RegisterPage');
const SignInPage = lazyPage(() => import('../features/auth/sign-in-page'), 'SignInPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/verify-email-page'), 'VerifyEmailPage');
const TrainingPage = lazyPage(() => import('../features/training/training-page'), 'TrainingPage');
const CoursePage = lazyPage(() => import('../features/courses/course-page'), 'CoursePage');
const BookDemoPage = lazyPage(() => import('../features/demo/book-demo-page'), 'BookDemoPage');
const InternshipsPage = lazyPage(() => import('../features/internships/internships-page'), 'InternshipsPage');
const InternshipPage = lazyPage(() => import('../features/internships/internship-page'), 'InternshipPage');
const AiProgramsPage = lazyPage(() => import('../features/ai-programs/ai-programs-page'), 'AiProgramsPage');
const RegisterProfilePage = lazyPage(
  () => import('../features/profile/register-profile-page'),
  'RegisterProfilePage',
);
const EditProfilePage = lazyPage(() => import('../features/profile/edit-profile-page'), 'EditProfilePage');
const DashboardPage = lazyPage(() => import('../features/dashboard/dashboard-page'), 'DashboardPage');
const OnlineClassPage = lazyPage(
  () => import('../features/online-class/online-class-page'),
  'OnlineClassPage',
);
const DomainSelectionPage = lazyPage(
  () => import('../features/assessment/domain-selection-page'),
  'DomainSelectionPage',
);
const MyCertificates = lazyPage(() => import('../features/certificates/my-certificates'), 'MyCertificates');
const VerifyCertificatePage = lazyPage(
  () => import('../features/certificates/verify-page'),
  'VerifyCertificatePage',
);
const PastAssessments = lazyPage(() => import('../features/assessment/past-assessments'), 'PastAssessments');
const AssessmentFormPage = lazyPage(
  () => import('../features/assessment/assessment-form-page'),
  'AssessmentFormPage',
);
// The exam is its own chunk too: only people taking it download it.
const ExamPage = lazyPage(() => import('../features/assessment/exam-page'), 'ExamPage');
const PlacementsPage = lazyPage(() => import('../features/placements/placements-page'), 'PlacementsPage');
const JobPage = lazyPage(() => import('../features/placements/job-page'), 'JobPage');
const HirePage = lazyPage(() => import('../features/employers/hire-page'), 'HirePage');
const FindYourMatchPage = lazyPage(
  () => import('../features/employers/find-your-match-page'),
  'FindYourMatchPage',
);
const ContactPage = lazyPage(() => import('../features/employers/contact-page'), 'ContactPage');
const WorkshopsPage = lazyPage(() => import('../features/workshops/workshops-page'), 'WorkshopsPage');
const SampleTablePage = lazyPage(
  () => import('../features/sample-table/sample-table-page'),
  'SampleTablePage',
);
const NotFoundPage = lazyPage(() => import('../components/not-found-page'), 'NotFoundPage');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      {
        path: paths.home,
        element: <HomePage />,
        handle: serverRendered({
          page: HomePage,
          chunk: 'src/features/home/home-page.tsx',
          data: () => [catalogueQueries.courses(), catalogueQueries.batches()],
        }),
      },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.signIn, element: <SignInPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.resetPasswordAlias, element: <ResetPasswordPage /> },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      {
        path: paths.training,
        element: <TrainingPage />,
        handle: serverRendered({
          page: TrainingPage,
          chunk: 'src/features/training/training-page.tsx',
          data: () => [catalogueQueries.courses()],
        }),
      },
      {
        path: paths.course,
        element: <CoursePage />,
        handle: serverRendered({
          page: CoursePage,
          chunk: 'src/features/courses/course-page.tsx',
          data: ({ id }) => {
            const ref = parseCourseRef(id);
            if (ref.kind === 'id') return [catalogueQueries.course(ref.id)];
            return ref.kind === 'title' ? [catalogueQueries.courseByTitle(ref.title)] : [];
          },
        }),
      },
      {
        path: paths.bookDemo,
        element: <BookDemoPage />,
        handle: serverRendered({
          page: BookDemoPage,
          chunk: 'src/features/demo/book-demo-page.tsx',
          data: () => [catalogueQueries.courses()],
        }),
      },
      {
        path: paths.internships,
        element: <InternshipsPage />,
        handle: serverRendered({
          page: InternshipsPage,
          chunk: 'src/features/internships/internships-page.tsx',
          readsSearch: true,
          data: () => [catalogueQueries.internships()],
        }),
      },
      {
        path: paths.internship,
        element: <InternshipPage />,
        handle: serverRendered({
          page: InternshipPage,
          chunk: 'src/features/internships/internship-page.tsx',
          data: ({ id }) => {
            const internshipId = parseInternshipId(id);
            // The page lists related internships under the one it shows.
            return internshipId === null
              ? []
              : [catalogueQueries.internship(internshipId), catalogueQueries.internships()];
          },
        }),
      },
      {
        path: paths.aiPrograms,
        element: <AiProgramsPage />,
        handle: serverRendered({
          page: AiProgramsPage,
          chunk: 'src/features/ai-programs/ai-programs-page.tsx',
        }),
      },
      { path: paths.registerProfile, element: <RegisterProfilePage /> },
      { path: paths.editProfile, element: <EditProfilePage /> },
      // The route composes the features: the dashboard shows the learner's past assessments.
      {
        path: paths.dashboard,
        element: <DashboardPage assessments={PastAssessments} certificates={MyCertificates} />,
      },
      {
        path: paths.userDashboard,
        element: <DashboardPage assessments={PastAssessments} certificates={MyCertificates} />,
      },
      { path: paths.onlineClass, element: <OnlineClassPage /> },
      { path: paths.onlineClassCourse, element: <OnlineClassPage /> },
      { path: `${paths.admin}/*`, element: <AdminGate /> },
      { path: paths.domainSelection, element: <DomainSelectionPage /> },
      { path: paths.assessmentForm, element: <AssessmentFormPage /> },
      { path: paths.exam, element: <ExamPage /> },
      {
        path: paths.placements,
        element: <PlacementsPage />,
        handle: serverRendered({
          page: PlacementsPage,
          chunk: 'src/features/placements/placements-page.tsx',
          readsSearch: true,
          data: () => [placementQueries.list()],
        }),
      },
      { path: paths.job, element: <JobPage /> },
      {
        path: paths.hire,
        element: <HirePage />,
        handle: serverRendered({
          page: HirePage,
          chunk: 'src/features/employers/hire-page.tsx',
        }),
      },
      {
        path: paths.findYourMatch,
        element: <FindYourMatchPage />,
        handle: serverRendered({
          page: FindYourMatchPage,
          chunk: 'src/features/employers/find-your-match-page.tsx',
        }),
      },
      {
        path: paths.contact,
        element: <ContactPage />,
        handle: serverRendered({
          page: ContactPage,
          chunk: 'src/features/employers/contact-page.tsx',
        }),
      },
      {
        path: paths.workshops,
        element: <WorkshopsPage />,
        handle: serverRendered({
          page: WorkshopsPage,
          chunk: 'src/features/workshops/workshops-page.tsx',
          data: () => [workshopsQuery()],
        }),
      },
      {
        path: paths.certificate,
        element: <VerifyCertificatePage />,
        handle: serverRendered({
          page: VerifyCertificatePage,
          chunk: 'src/features/certificates/verify-page.tsx',
          data: ({ code }) => {
            const valid = parseCertificateCode(code);
            return valid === null ? [] : [certificateQueries.verify(valid)];
          },
        }),
      },
      { path: paths.sampleTable, element: <SampleTablePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
