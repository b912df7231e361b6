/** Spec 000 §4 Dashboard: the active tab is dashboard, courses or profile; kept in `?tab=`. */
const DASHBOARD_TABS = ['dashboard', 'courses', 'profile'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export function parseDashboardTab(raw: string | null): DashboardTab {
  return DASHBOARD_TABS.includes(raw as DashboardTab) ? (raw as DashboardTab) : 'dashboard';
}
