import { Box, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { CategoryCard } from './category-card';
import type { JobCategory } from './job-categories';
import classes from './placements.module.css';

interface JobCategoriesSectionProps {
  categories: JobCategory[];
  /** Shows the jobs of a stored category. */
  onChoose: (title: string) => void;
}

/** Spec 000 §2: eight job categories; a stored one filters the jobs, examples are for show. */
export function JobCategoriesSection({ categories, onChoose }: JobCategoriesSectionProps) {
  const hasExamples = categories.some((c) => c.example);
  return (
    <Box component="section" aria-labelledby="categories-title" className={classes.section}>
      <Container size="lg">
        <Title order={2} id="categories-title">
          Job categories
        </Title>
        <Text c="dimmed" mt={4}>
          {hasExamples
            ? 'Categories with posted jobs come first; the ones marked Example show the kind of roles we place.'
            : 'Choose a category to see its jobs.'}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" mt="lg">
          {categories.map((category) => (
            <CategoryCard
              key={category.title}
              category={category}
              onChoose={category.example ? undefined : () => onChoose(category.title)}
            />
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
