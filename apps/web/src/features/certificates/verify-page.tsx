import { Button, Container, Loader, Stack, Text } from '@mantine/core';
import { certificateErrorCodes, certificateMessages as m } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/load-error';
import { MessagePage } from '../../components/message-page';
import { ApiRequestError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { CertificateDetails } from './certificate-details';
import { certificateQueries, parseCertificateCode } from './certificates-api';

const NOT_FOUND = 'Certificate not found';

function NotFound({ message }: { message: string }) {
  return (
    <MessagePage
      title={NOT_FOUND}
      message={<span role="alert">{message}</span>}
      actions={
        <Button component={Link} to={paths.home} variant="default">
          Go to Skillpath
        </Button>
      }
    />
  );
}

function Loaded({ code }: { code: string }) {
  const certificate = useQuery(certificateQueries.verify(code));
  if (certificate.isPending)
    return (
      <Container py={96}>
        <Stack align="center" role="status">
          <Loader aria-hidden />
          <Text c="dimmed">Checking the certificate...</Text>
        </Stack>
      </Container>
    );
  if (certificate.isError) {
    if (
      certificate.error instanceof ApiRequestError &&
      certificate.error.code === certificateErrorCodes.notFound
    )
      return <NotFound message={m.notFound} />;
    return (
      <Container size="sm" py={48}>
        <LoadError
          message={m.verifyFailed}
          onRetry={() => certificate.refetch()}
          retrying={certificate.isFetching}
        />
      </Container>
    );
  }
  return <CertificateDetails certificate={certificate.data} />;
}

/** Issue 17: /certificates/{code}, the public verification an employer opens from the PDF's QR code. */
export function VerifyCertificatePage() {
  const code = parseCertificateCode(useParams().code);
  if (code === null) return <NotFound message={m.invalidCode} />;
  return <Loaded key={code} code={code} />;
}
