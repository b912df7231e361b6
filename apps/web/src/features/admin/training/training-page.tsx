import { Tabs } from '@mantine/core';
import { IconBook, IconListNumbers } from '@tabler/icons-react';
import { AdminPage } from '../shared/admin-page';
import { StatusBanners } from '../shared/status-banners';
import { useBusyTask } from '../shared/use-busy-task';
import { useStatusBanners } from '../shared/use-status-banners';
import { CoursesTab } from './courses-tab';
import { SyllabusTab } from './syllabus-tab';

/** Spec 001 §2 Admin Training Management: Courses (default) and Syllabus tabs, one banner pair. */
export function TrainingPage() {
  const banners = useStatusBanners();
  const task = useBusyTask(banners);
  return (
    <AdminPage title="Training Management" description="Courses and their weekly syllabus.">
      <StatusBanners banners={banners} />
      <Tabs defaultValue="courses" keepMounted={false}>
        <Tabs.List aria-label="Training sections" mb="lg">
          <Tabs.Tab value="courses" leftSection={<IconBook size={16} aria-hidden="true" />}>
            Courses
          </Tabs.Tab>
          <Tabs.Tab value="syllabus" leftSection={<IconListNumbers size={16} aria-hidden="true" />}>
            Syllabus
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="courses">
          <CoursesTab task={task} showError={banners.showError} />
        </Tabs.Panel>
        <Tabs.Panel value="syllabus">
          <SyllabusTab task={task} showError={banners.showError} />
        </Tabs.Panel>
      </Tabs>
    </AdminPage>
  );
}
