import { Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import { AdminPage } from '../shared/admin-page';

/** An address under /admindash that names no screen. */
export function AdminNotFound() {
  return (
    <AdminPage title="Page not found">
      <Text>There is no admin screen at this address.</Text>
      <Button component={Link} to={adminUrl(adminSections.training)} w="fit-content">
        Go to Training Management
      </Button>
    </AdminPage>
  );
}
