import { ModalsProvider } from '@mantine/modals';
import { Navigate, Route, Routes } from 'react-router';
import { adminSections as s } from './admin-sections';
import { AuditLogPage } from './audit/audit-log-page';
import { BatchesPage } from './batches/batches-page';
import { BillingSettingsPage } from './billing/billing-settings-page';
import { CertificatesPage } from './certificates/certificates-page';
import { TestResultsPage } from './exam-results/test-results-page';
import { AssessmentRequestsPage } from './inbox/assessment-requests-page';
import { DemoBookingsPage } from './inbox/demo-bookings-page';
import { EmployerLeadsPage } from './inbox/employer-leads-page';
import { EnquiriesPage } from './inbox/enquiries-page';
import { InternshipAdminPage } from './internships/internship-admin-page';
import { JobsPage } from './jobs/jobs-page';
import { EnrollmentsPage } from './learners/enrollments-page';
import { LearnerPage } from './learners/learner-page';
import { LearnersPage } from './learners/learners-page';
import { MailPage } from './mailbox/mail-page';
import { MailboxPage } from './mailbox/mailbox-page';
import { OnlineTestsPage } from './online-tests/online-tests-page';
import { OverviewPage } from './overview/overview-page';
import { OrderPage } from './payments/order-page';
import { PaymentsPage } from './payments/payments-page';
import { JobApplicationsPage } from './placements/job-applications-page';
import { PlacementAdminPage } from './placements/placement-admin-page';
import { ProgramsAdminPage } from './programs/programs-admin-page';
import { AdminNotFound } from './shell/admin-not-found';
import { AdminShell } from './shell/admin-shell';
import { TrainingPage } from './training/training-page';
import { WorkshopAdminPage } from './workshops/workshop-admin-page';
import { WorkshopRegistrationsPage } from './workshops/workshop-registrations-page';

/**
 * The admin screens under /admindash (spec 001 §2); the empty child path shows the Overview
 * (issue 18). Only admin
 * screens ask for confirmation through @mantine/modals, so its provider lives here, off the first screen.
 */
export function AdminArea() {
  return (
    <ModalsProvider>
      <Routes>
        <Route element={<AdminShell />}>
          <Route index element={<Navigate to={s.overview} replace />} />
          <Route path={s.overview} element={<OverviewPage />} />
          <Route path={s.training} element={<TrainingPage />} />
          <Route path={s.internship} element={<InternshipAdminPage />} />
          <Route path={s.programs} element={<ProgramsAdminPage />} />
          <Route path={s.placement} element={<PlacementAdminPage />} />
          <Route path={s.workshop} element={<WorkshopAdminPage />} />
          <Route path={s.jobApplications} element={<JobApplicationsPage />} />
          <Route path={s.workshopRegistrations} element={<WorkshopRegistrationsPage />} />
          <Route path={s.batches} element={<BatchesPage />} />
          <Route path={s.onlineTests} element={<OnlineTestsPage />} />
          <Route path={s.enquiries} element={<EnquiriesPage />} />
          <Route path={s.demoBookings} element={<DemoBookingsPage />} />
          <Route path={s.employerLeads} element={<EmployerLeadsPage />} />
          <Route path={s.assessmentRequests} element={<AssessmentRequestsPage />} />
          <Route path={s.testResults} element={<TestResultsPage />} />
          <Route path={s.learners} element={<LearnersPage />} />
          <Route path={`${s.learners}/:id`} element={<LearnerPage />} />
          <Route path={s.enrollments} element={<EnrollmentsPage />} />
          <Route path={s.certificates} element={<CertificatesPage />} />
          <Route path={s.jobs} element={<JobsPage />} />
          <Route path={s.auditLog} element={<AuditLogPage />} />
          <Route path={s.payments} element={<PaymentsPage />} />
          <Route path={`${s.payments}/:id`} element={<OrderPage />} />
          <Route path={s.billingSettings} element={<BillingSettingsPage />} />
          <Route path={s.mailbox} element={<MailboxPage />} />
          <Route path={`${s.mailbox}/:id`} element={<MailPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Routes>
    </ModalsProvider>
  );
}
