import { Alert, Anchor, Group, Text } from '@mantine/core';
import { type CombinedResult, certificateRoutes, routeUrl } from '@skillpath/contract';
import { IconCertificate } from '@tabler/icons-react';
import { generatePath, Link } from 'react-router';
import { mediaUrl } from '../../lib/catalogue';
import { paths } from '../../lib/paths';

/**
 * The certificate passing the domain earned, said on the results: its page (what an employer checks)
 * and its PDF. The server names it on each result of the domain once both sections are passed.
 */
export function CertificateEarned({
  certificate,
}: {
  certificate: NonNullable<CombinedResult['certificate']>;
}) {
  const { code, title } = certificate;
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      title="Certificate earned"
      icon={<IconCertificate size={20} aria-hidden="true" />}
    >
      <Text size="sm">
        You passed both sections: your certificate “{title}” has been issued (code {code}).
      </Text>
      <Group gap="md" mt="xs">
        <Anchor component={Link} to={generatePath(paths.certificate, { code })} size="sm" fw={600}>
          View certificate
        </Anchor>
        <Anchor href={mediaUrl(routeUrl(certificateRoutes.pdf, { code }))} download size="sm" fw={600}>
          Download PDF
        </Anchor>
      </Group>
    </Alert>
  );
}
