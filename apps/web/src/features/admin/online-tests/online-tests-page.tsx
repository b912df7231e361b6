import { Tabs } from '@mantine/core';
import { IconCategory, IconChartBar, IconFileImport, IconListCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { AdminPage } from '../shared/admin-page';
import { LoadingState } from '../shared/loading-state';
import { StatusBanners } from '../shared/status-banners';
import { useBusyTask } from '../shared/use-busy-task';
import { useStatusBanners } from '../shared/use-status-banners';
import { DomainsTab } from './domains-tab';
import { ImportExportTab } from './import-export-tab';
import { McqsTab } from './mcqs-tab';

// The charts library loads only when the statistics tab is opened.
const StatisticsTab = lazy(() => import('./statistics-tab').then((m) => ({ default: m.StatisticsTab })));

/** Spec 001 §2 'Online Test Management': Domains and MCQs tabs, one banner pair clearing after 3 s. */
export function OnlineTestsPage() {
  const banners = useStatusBanners();
  const task = useBusyTask(banners);
  return (
    <AdminPage
      title="Online Test Management"
      description="Domains of the skill assessment, their categories and multiple-choice questions, file import and export, and how each question performs."
    >
      <StatusBanners banners={banners} />
      <Tabs defaultValue="domains" keepMounted={false}>
        <Tabs.List aria-label="Online test sections" mb="lg">
          <Tabs.Tab value="domains" leftSection={<IconCategory size={16} aria-hidden="true" />}>
            Domains
          </Tabs.Tab>
          <Tabs.Tab value="mcqs" leftSection={<IconListCheck size={16} aria-hidden="true" />}>
            MCQs
          </Tabs.Tab>
          <Tabs.Tab value="files" leftSection={<IconFileImport size={16} aria-hidden="true" />}>
            Import / export
          </Tabs.Tab>
          <Tabs.Tab value="statistics" leftSection={<IconChartBar size={16} aria-hidden="true" />}>
            Statistics
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="domains">
          <DomainsTab task={task} />
        </Tabs.Panel>
        <Tabs.Panel value="mcqs">
          <McqsTab task={task} />
        </Tabs.Panel>
        <Tabs.Panel value="files">
          <ImportExportTab task={task} banners={banners} />
        </Tabs.Panel>
        <Tabs.Panel value="statistics">
          <Suspense fallback={<LoadingState label="Loading statistics" />}>
            <StatisticsTab />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
