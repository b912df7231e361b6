import { Badge, Box, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import classes from './employers.module.css';
import { SAMPLE_COMPANIES } from './hire-content';

/** A simple drawn mark: the initial in a circle, so no external image is needed. */
function Mark({ name }: { name: string }) {
  return (
    <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <circle
        cx="14"
        cy="14"
        r="13"
        fill="var(--mantine-color-indigo-1)"
        stroke="var(--mantine-color-indigo-7)"
      />
      <text
        x="14"
        y="19"
        textAnchor="middle"
        fontSize="14"
        fontWeight="700"
        fill="var(--mantine-color-indigo-9)"
      >
        {name[0]}
      </text>
    </svg>
  );
}

/** Spec 001 §2 'Trusted by Top Companies', with placeholder logos marked as samples (DESIGN §8). */
export function TrustedCompanies() {
  return (
    <Box component="section" aria-labelledby="trusted-title" className={`${classes.section} ${classes.band}`}>
      <Container size="lg">
        <Group gap="sm" align="center">
          <Title order={2} id="trusted-title">
            Trusted by Top Companies
          </Title>
          <Badge variant="light" color="gray">
            Sample logos
          </Badge>
        </Group>
        <Text c="dimmed" mt={4}>
          Placeholder marks for illustration; they do not name real clients.
        </Text>
        <SimpleGrid
          component="ul"
          cols={{ base: 2, sm: 3, lg: 6 }}
          spacing="md"
          mt="lg"
          p={0}
          style={{ listStyle: 'none' }}
        >
          {SAMPLE_COMPANIES.map((name) => (
            <li key={name} className={classes.logo}>
              <Mark name={name} />
              {name}
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
