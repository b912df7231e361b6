import { Button, Container, Drawer, Flex, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../lib/catalogue';
import { usePageTitle } from '../../lib/use-page-title';
import { CategoryChips } from './category-chips';
import { FilterPanel } from './filter-panel';
import { countActiveFilters, filterInternships } from './internship-filters';
import { InternshipResults } from './internship-results';
import classes from './internships-page.module.css';
import { useFilterParams } from './use-filter-params';

/** Spec 000 §2 Internships list: search, category chips, the filters of §5 and the matching cards. */
export function InternshipsPage() {
  usePageTitle('Internships');
  const internships = useQuery(catalogueQueries.internships());
  const { filters, setFilter, clearFilters } = useFilterParams();
  const [drawerOpened, drawer] = useDisclosure(false);
  const all = internships.data ?? [];
  const shown = filterInternships(all, filters);
  const activeCount = countActiveFilters(filters);

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={1}>Internships</Title>
        <Text c="dimmed" maw={680}>
          Work on live projects with industry mentors in full stack development, UI/UX design and data
          science.
        </Text>
      </Stack>
      <Flex gap="xl" align="flex-start">
        {/* Desktop: the filters stay in view beside the cards. Phone: they open in a drawer. */}
        <Paper withBorder p="md" radius="md" visibleFrom="md" className={classes.sidebar}>
          <FilterPanel
            idPrefix="sidebar-filter"
            filters={filters}
            setFilter={setFilter}
            onClear={clearFilters}
            withHeading
          />
        </Paper>
        <Stack gap="md" className={classes.results}>
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <TextInput
              flex={1}
              type="search"
              aria-label="Search internships"
              placeholder="Search internships…"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={filters.search}
              onChange={(event) => setFilter('search', event.currentTarget.value)}
            />
            <Button
              hiddenFrom="md"
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              onClick={drawer.open}
              aria-haspopup="dialog"
            >
              Filters{activeCount > 0 ? ` (${activeCount})` : ''}
            </Button>
          </Group>
          <CategoryChips
            profile={filters.profile}
            onProfileChange={(profile) => setFilter('profile', profile)}
          />
          <InternshipResults
            query={internships}
            shown={shown}
            total={all.length}
            filtered={activeCount > 0}
            onClearFilters={clearFilters}
          />
        </Stack>
      </Flex>
      <Drawer opened={drawerOpened} onClose={drawer.close} title="Filters" size="sm" hiddenFrom="md">
        <Stack gap="lg">
          <FilterPanel
            idPrefix="drawer-filter"
            filters={filters}
            setFilter={setFilter}
            onClear={clearFilters}
          />
          <Group grow>
            <Button variant="default" onClick={clearFilters}>
              Clear all
            </Button>
            <Button onClick={drawer.close}>
              Show {shown.length} {shown.length === 1 ? 'result' : 'results'}
            </Button>
          </Group>
        </Stack>
      </Drawer>
    </Container>
  );
}
