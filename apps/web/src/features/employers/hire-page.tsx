import { Box, Container, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title';
import { EmployerLinks } from './employer-links';
import classes from './employers.module.css';
import { HIRE_STEPS } from './hire-content';
import { HireFaq } from './hire-faq';
import { HireHero } from './hire-hero';
import { StepList } from './step-list';
import { TrustedCompanies } from './trusted-companies';

/** Spec 001 §2 Hire page (/hire-hero): hero and form, four steps, companies, FAQ, employer links. */
export function HirePage() {
  usePageTitle('Hire talent');
  return (
    <>
      <HireHero />
      <Box component="section" aria-labelledby="steps-title" className={classes.section}>
        <Container size="lg">
          <Title order={2} id="steps-title">
            How hiring works
          </Title>
          <Text c="dimmed" mt={4} mb="lg">
            Four steps from your first message to your new team member.
          </Text>
          <StepList steps={HIRE_STEPS} />
        </Container>
      </Box>
      <TrustedCompanies />
      <HireFaq />
      <EmployerLinks />
    </>
  );
}
