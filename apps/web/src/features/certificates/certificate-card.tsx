import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { type Certificate, formatCertificateDate, linkedInAddUrl } from '@skillpath/contract';
import { IconBrandLinkedin, IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { kindLabel, pdfHref } from './certificates-api';

/** One certificate of the learner: what, when, its code, and how to download or share it. */
export function CertificateCard({ certificate: c }: { certificate: Certificate }) {
  const clipboard = useClipboard({ timeout: 2000 });
  const valid = c.status === 'valid';
  const linkedIn = linkedInAddUrl({
    title: c.title,
    issuedAt: c.issued_at,
    verifyUrl: c.verify_url,
    code: c.code,
  });
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Certificate: ${c.title}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div>
            <Text fw={600}>{c.title}</Text>
            <Text size="sm" c="dimmed">
              {kindLabel(c)} · {formatCertificateDate(c.issued_at)}
            </Text>
          </div>
          <Badge color={valid ? 'teal.9' : 'red.9'} style={{ flexShrink: 0 }}>
            {valid ? 'Valid' : 'Revoked'}
          </Badge>
        </Group>
        <Text size="sm">
          Code{' '}
          <Anchor href={c.verify_url} ff="monospace" fw={600}>
            {c.code}
          </Anchor>
        </Text>
        {!valid && c.revoke_reason && (
          <Text size="sm" c="red.9">
            Revoked: {c.revoke_reason}
          </Text>
        )}
        {valid && (
          <Group gap="xs">
            <Button
              component="a"
              href={pdfHref(c)}
              download
              size="xs"
              leftSection={<IconDownload size={14} aria-hidden="true" />}
            >
              Download
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => clipboard.copy(c.verify_url)}
              leftSection={
                clipboard.copied ? (
                  <IconCheck size={14} aria-hidden="true" />
                ) : (
                  <IconCopy size={14} aria-hidden="true" />
                )
              }
            >
              {clipboard.copied ? 'Link copied' : 'Copy link'}
            </Button>
            <Button
              component="a"
              href={linkedIn}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="default"
              leftSection={<IconBrandLinkedin size={14} aria-hidden="true" />}
            >
              Add to LinkedIn profile
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
