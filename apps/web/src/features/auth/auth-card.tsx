import { Box, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';

interface AuthCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** The centred card the sign-in, register and reset-password pages sit in. */
export function AuthCard({ title, description, children }: AuthCardProps) {
  usePageTitle(title);
  return (
    // At least a screen tall: the page area keeps the footer below the fold (root-layout.module.css).
    <Box bg="gray.0" py={{ base: 'xl', sm: 64 }} px="md" mih="100vh">
      <Container size={460} p={0}>
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <Title order={1} ta="center" size="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" ta="center" mt={4}>
              {description}
            </Text>
          )}
          <Box mt="lg">{children}</Box>
        </Paper>
      </Container>
    </Box>
  );
}
