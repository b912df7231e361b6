import { Navigate, Route, Routes } from 'react-router';
import { adminSections as s } from './admin-sections';
import { AuditLogPage } from './audit/audit-log-page';
import { BatchesPage } from './batches/batches-page';
import { PlacementPage, WorkshopPage } from './coming-soon/coming-soon-pages';
import { DemoBookingsPage } from './inbox/demo-bookings-page';
import { EnquiriesPage } from './inbox/enquiries-page';
import { InternshipAdminPage } from './internships/internship-admin-page';
import { LearnerPage } from './learners/learner-page';
import { LearnersPage } from './learners/learners-page';
import { OnlineTestsPage } from './online-tests/online-tests-page';
import { AdminNotFound } from './shell/admin-not-found';
import { AdminShell } from './shell/admin-shell';
import { TrainingPage } from './training/training-page';

/** The admin screens under /admindash (spec 001 §2); the empty child path shows training. */
export function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<Navigate to={s.training} replace />} />
        <Route path={s.training} element={<TrainingPage />} />
        <Route path={s.internship} element={<InternshipAdminPage />} />
        <Route path={s.placement} element={<PlacementPage />} />
        <Route path={s.workshop} element={<WorkshopPage />} />
        <Route path={s.batches} element={<BatchesPage />} />
        <Route path={s.onlineTests} element={<OnlineTestsPage />} />
        <Route path={s.enquiries} element={<EnquiriesPage />} />
        <Route path={s.demoBookings} element={<DemoBookingsPage />} />
        <Route path={s.learners} element={<LearnersPage />} />
        <Route path={`${s.learners}/:id`} element={<LearnerPage />} />
        <Route path={s.auditLog} element={<AuditLogPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
