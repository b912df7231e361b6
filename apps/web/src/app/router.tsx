import { type ComponentType, lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from './paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A page loaded on first visit, so the first screen stays light. */
function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const HomePage = lazyPage(() => import('../features/home/home-page'), 'HomePage');
const RegisterPage = lazyPage(() => import('../features/auth/register-page'), 'RegisterPage');
const SignInPage = lazyPage(() => import('../features/auth/sign-in-page'), 'SignInPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/reset-password-page'), 'ResetPasswordPage');
const ComingSoonPage = lazyPage(() => import('../components/coming-soon-page'), 'ComingSoonPage');
const NotFoundPage = lazyPage(() => import('../components/not-found-page'), 'NotFoundPage');

/** Screens later work replaces; each shows the shared "Coming soon" page until then. */
const comingSoon: [path: string, title: string][] = [
  [paths.training, 'Training courses'],
  [paths.course, 'Course details'],
  [paths.internships, 'Internships'],
  [paths.internship, 'Internship details'],
  [paths.aiPrograms, 'AI learning paths'],
  [paths.placements, 'Placements'],
  [paths.registerProfile, 'Complete your profile'],
  [paths.dashboard, 'Dashboard'],
  [paths.userDashboard, 'Dashboard'],
  [paths.editProfile, 'Edit profile'],
  [paths.bookDemo, 'Book a free demo'],
  [paths.sampleTable, 'Sample users'],
  [paths.onlineClass, 'Online class'],
  [`${paths.admin}/*`, 'Admin dashboard'],
  [paths.domainSelection, 'Skill assessment'],
  [paths.exam, 'Exam'],
  [paths.assessmentForm, 'Assessment form'],
  [paths.hire, 'Hire talent'],
  [paths.findYourMatch, 'Find your match'],
  [paths.job, 'Job details'],
  [paths.contact, 'Contact us'],
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      { path: paths.home, element: <HomePage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.signIn, element: <SignInPage /> },
      { path: paths.resetPassword, element: <ResetPasswordPage /> },
      { path: paths.resetPasswordAlias, element: <ResetPasswordPage /> },
      ...comingSoon.map(([path, title]) => ({ path, element: <ComingSoonPage title={title} /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
