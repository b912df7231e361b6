import { Alert, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { formatCertificateDate, type PublicCertificate } from '@skillpath/contract';
import { IconAlertTriangle, IconCircleCheck, IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { kindLabel, pdfHref } from './certificates-api';

function Status({ certificate: c }: { certificate: PublicCertificate }) {
  if (c.status === 'revoked') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden="true" />}
        title="Revoked"
        styles={{ label: { color: 'var(--mantine-color-text)' } }}
      >
        This certificate was revoked on {formatCertificateDate(c.revoked_at!)} and is no longer valid.
        {c.revoke_reason && <Text mt={4}>Reason: {c.revoke_reason}</Text>}
      </Alert>
    );
  }
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCircleCheck aria-hidden="true" />}
      title="Valid certificate"
      // The light alert's title colours (teal 6 to 9) are too pale on its tint (axe: color-contrast).
      styles={{ label: { color: 'var(--mantine-color-text)' } }}
    >
      Issued by {c.issuer}; the details below are as our records hold them.
    </Alert>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={500} ta="right">
        {children}
      </Text>
    </Group>
  );
}

export function CertificateDetails({ certificate: c }: { certificate: PublicCertificate }) {
  usePageTitle(`Certificate: ${c.holder_name}`);
  return (
    <Container size="sm" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="lg">
        <Status certificate={c} />
        <Card withBorder radius="lg" padding="xl" component="article" aria-labelledby="certificate-holder">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <Text size="sm" tt="uppercase" fw={700} c="indigo.7">
                {c.issuer} certificate
              </Text>
              <Badge color={c.status === 'valid' ? 'teal.9' : 'red.9'}>
                {c.status === 'valid' ? 'Valid' : 'Revoked'}
              </Badge>
            </Group>
            <div>
              <Title order={1} id="certificate-holder" size="h2">
                {c.holder_name}
              </Title>
              <Text c="dimmed">{kindLabel(c)}</Text>
            </div>
            <Title order={2} size="h3">
              {c.title}
            </Title>
            <Stack gap={6}>
              <Row label="Issued on">{formatCertificateDate(c.issued_at)}</Row>
              <Row label="Issued by">{c.issuer}</Row>
              <Row label="Certificate code">
                <Text component="span" ff="monospace" fw={600}>
                  {c.code}
                </Text>
              </Row>
            </Stack>
            {c.status === 'valid' && (
              // A plain link: the download works before (or without) the page's script.
              <Button
                component="a"
                href={pdfHref(c)}
                download
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                variant="light"
                w={{ base: '100%', xs: 'auto' }}
              >
                Download PDF
              </Button>
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
