import { Box, Card, Container, Grid, SimpleGrid, Text, Title } from '@mantine/core';
import { EmployerLeadForm } from './employer-lead-form';
import classes from './employers.module.css';
import { HIRE_HIGHLIGHTS } from './hire-content';

/** Spec 001 §2 Hire page hero: the heading, three highlights and the Get in Touch form. */
export function HireHero() {
  return (
    <Box className={classes.hero}>
      <Container size="lg">
        <Grid gap="xl" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              Hire the Best Industry-Ready Talent
            </Title>
            <Text size="lg" mt="md" maw={560} className={classes.lead}>
              Skillpath trains learners on real projects and assesses them before they reach you. Tell us who
              you need and meet candidates ready to work from day one.
            </Text>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, xs: 3 }}
              spacing="sm"
              mt="xl"
              p={0}
              style={{ listStyle: 'none' }}
            >
              {HIRE_HIGHLIGHTS.map((h) => (
                <li key={h.value} className={classes.highlight}>
                  <Text className={classes.highlightValue}>{h.value}</Text>
                  <Text size="sm" mt={4} className={classes.highlightText}>
                    {h.text}
                  </Text>
                </li>
              ))}
            </SimpleGrid>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card
              padding="lg"
              shadow="md"
              className={classes.formCard}
              component="section"
              aria-labelledby="get-in-touch"
            >
              <Title order={2} size="h3" id="get-in-touch" mb="xs">
                Get in Touch
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                Share your hiring needs and our team will reach out.
              </Text>
              <EmployerLeadForm />
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
