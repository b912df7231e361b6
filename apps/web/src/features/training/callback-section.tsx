import { Anchor, Box, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CALLBACK_PROMISE_MINUTES, institute } from '@skillpath/contract';
import { CallbackForm } from '../../components/callback/callback-form';
import classes from './training-page.module.css';

/** The training page's anchor for the inline callback form. */
export const CALLBACK_SECTION_ID = 'callback';

/** Spec 000 §2: the training page ends with the callback form, inline. */
export function CallbackSection() {
  return (
    <Box
      component="section"
      id={CALLBACK_SECTION_ID}
      className={classes.band}
      aria-labelledby="callback-title"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 56 }}>
          <Stack gap="sm" justify="center">
            <Title order={2} id="callback-title">
              Request a Callback
            </Title>
            <Text>
              Not sure which course fits you? Tell us what you are interested in and a counsellor calls you
              within {CALLBACK_PROMISE_MINUTES} minutes.
            </Text>
            <Text>
              Prefer to call us? Dial{' '}
              <Anchor href={institute.phoneUrl} fw={600}>
                {institute.phone}
              </Anchor>
              .
            </Text>
          </Stack>
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
            <CallbackForm />
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
