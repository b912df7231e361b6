import { Container, Paper, Text, Title } from '@mantine/core';
import { generatePath, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { AssessmentForm } from './assessment-form';
import { SignInFirst } from './sign-in-first';

/** `?domainId=` names the domain, as the overlay's input does; anything else means none. */
function domainIdOf(raw: string | null): number | undefined {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * Spec 001 §2 route `assessmentform`: the same form on a page of its own. A request belongs to a
 * signed-in learner (DESIGN §7), so visitors sign in first. Submitting leads to the exam of the named
 * domain, or to the domain list when none was named; Cancel goes back to the domain list.
 */
export function AssessmentFormPage() {
  usePageTitle('Assessment Form');
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const domainId = domainIdOf(params.get('domainId'));
  if (!isLoggedIn) return <SignInFirst />;

  const submitted = () =>
    navigate(domainId ? generatePath(paths.exam, { id: String(domainId) }) : paths.domainSelection);

  return (
    <Container size="sm" py={{ base: 32, sm: 56 }}>
      <Title order={1}>Assessment Form</Title>
      <Text c="dimmed" mt="xs" mb="lg">
        Tell us who you are and share your resume; then take the timed skill assessment.
      </Text>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <AssessmentForm
          domainId={domainId}
          onSubmitted={submitted}
          onCancel={() => navigate(paths.domainSelection)}
        />
      </Paper>
    </Container>
  );
}
