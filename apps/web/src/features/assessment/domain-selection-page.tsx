import { Box, Container, Text, Title } from '@mantine/core';
import type { Domain } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { assessmentQueries } from './assessment-api';
import { AssessmentFormModal } from './assessment-form-modal';
import { DomainList } from './domain-list';
import classes from './domain-selection.module.css';
import { signInPath } from './sign-in-first';

/** The query parameter that reopens the form for a domain after sign-in (DESIGN §7). */
const DOMAIN_PARAM = 'domain';

/**
 * Spec 001 §2 Domain selection: headline and domain cards; Start Challenge opens the assessment form
 * overlay for that domain, and its submission leads to the exam. The page is public, the exam is not:
 * an anonymous visitor signs in first and comes back here with the form open.
 */
export function DomainSelectionPage() {
  usePageTitle('Skill assessment');
  const { isLoggedIn, session } = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const domains = useQuery(assessmentQueries.domains());

  // Back from sign-in: open the form for the domain the person picked before.
  const pending = Number(params.get(DOMAIN_PARAM));
  const returning = isLoggedIn ? domains.data?.find((d) => d.id === pending) : undefined;
  useEffect(() => {
    if (!returning) return;
    setChosen({ id: returning.id, name: returning.name });
    setParams(
      (current) => {
        current.delete(DOMAIN_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [returning, setParams]);

  const start = (domain: Domain) => {
    if (!isLoggedIn) {
      navigate(signInPath(`${paths.domainSelection}?${DOMAIN_PARAM}=${domain.id}`));
      return;
    }
    setChosen({ id: domain.id, name: domain.name });
  };

  const toExam = (domainId: number) => {
    setChosen(null);
    navigate(generatePath(paths.exam, { id: String(domainId) }));
  };

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Title order={1}>Start Your Expertise Quest</Title>
          <Text size="lg" mt="sm" maw={680} className={classes.heroLead}>
            Pick a domain and prove what you know: a timed aptitude section, then questions from the domain
            itself. Your scores and a question-by-question review wait at the end.
          </Text>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 40, sm: 56 }} component="section" aria-label="Domains">
        <DomainList onStart={start} userId={session?.userId} />
      </Container>
      <AssessmentFormModal domain={chosen} onSubmitted={toExam} onCancel={() => setChosen(null)} />
    </>
  );
}
