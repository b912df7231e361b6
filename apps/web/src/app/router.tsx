import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
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
const CheckoutPage = lazyPage(() => import('../features/payments/checkout-page'), 'CheckoutPage');
const MyPayments = lazyPage(() => import('../features/payments/my-payments'), 'MyPayments');
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
      { path: paths.home, element: <HomePage />, handle: serverRendered(HomePage) },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.signIn, element: <SignInPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.resetPasswordAlias, element: <ResetPasswordPage /> },
      { path: paths.verifyEmail, element: <VerifyEmailPage /> },
      { path: paths.training, element: <TrainingPage />, handle: serverRendered(TrainingPage) },
      { path: paths.course, element: <CoursePage />, handle: serverRendered(CoursePage) },
      { path: paths.bookDemo, element: <BookDemoPage />, handle: serverRendered(BookDemoPage) },
      { path: paths.internships, element: <InternshipsPage />, handle: serverRendered(InternshipsPage) },
      { path: paths.internship, element: <InternshipPage />, handle: serverRendered(InternshipPage) },
      { path: paths.aiPrograms, element: <AiProgramsPage />, handle: serverRendered(AiProgramsPage) },
      { path: paths.registerProfile, element: <RegisterProfilePage /> },
      { path: paths.editProfile, element: <EditProfilePage /> },
      // The route composes the features: the dashboard shows the learner's past assessments.
      {
        path: paths.dashboard,
        element: (
          <DashboardPage assessments={PastAssessments} certificates={MyCertificates} payments={MyPayments} />
        ),
      },
      {
        path: paths.userDashboard,
        element: (
          <DashboardPage assessments={PastAssessments} certificates={MyCertificates} payments={MyPayments} />
        ),
      },
      { path: paths.onlineClass, element: <OnlineClassPage /> },
      { path: paths.onlineClassCourse, element: <OnlineClassPage /> },
      { path: `${paths.admin}/*`, element: <AdminGate /> },
      { path: paths.domainSelection, element: <DomainSelectionPage /> },
      { path: paths.assessmentForm, element: <AssessmentFormPage /> },
      { path: paths.exam, element: <ExamPage /> },
      { path: paths.placements, element: <PlacementsPage />, handle: serverRendered(PlacementsPage) },
      { path: paths.job, element: <JobPage />, handle: serverRendered(JobPage) },
      { path: paths.hire, element: <HirePage />, handle: serverRendered(HirePage) },
      {
        path: paths.findYourMatch,
        element: <FindYourMatchPage />,
        handle: serverRendered(FindYourMatchPage),
      },
      { path: paths.contact, element: <ContactPage />, handle: serverRendered(ContactPage) },
      { path: paths.workshops, element: <WorkshopsPage />, handle: serverRendered(WorkshopsPage) },
      {
        path: paths.certificate,
        element: <VerifyCertificatePage />,
        handle: serverRendered(VerifyCertificatePage),
      },
      { path: paths.checkout, element: <CheckoutPage /> },
      { path: paths.sampleTable, element: <SampleTablePage /> },
      // Rendered on the server too, with status 404: every address no route above names.
      { path: '*', element: <NotFoundPage />, handle: serverRendered(NotFoundPage) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
