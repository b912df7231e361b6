/**
 * The learner dashboard's tabs (docs/product.md, learners): dashboard, courses, profile and payments
 * (one's own orders); kept in `?tab=`.
 */
const DASHBOARD_TABS = ['dashboard', 'courses', 'profile', 'payments'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function parseDashboardTab(raw: string | null): DashboardTab {
  return DASHBOARD_TABS.includes(raw as DashboardTab) ? (raw as DashboardTab) : 'dashboard';
}
