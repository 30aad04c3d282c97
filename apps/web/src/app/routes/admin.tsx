import { Stack, Title } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { uiTexts } from '../../config/ui-texts.ts';
import { CompanyUsersTable } from '../../features/company-users/components/company-users-table.tsx';
import { PendingUsersTable } from '../../features/pending-users/components/pending-users-table.tsx';

export function AdminScreen() {
  return (
    <>
      <PageHeader title="Admin" description={uiTexts.adminDescription} />
      <PendingUsersTable />
      <Stack gap="sm" mt="xl">
        <Title order={2} size="h3">
          {uiTexts.companyUsersTitle}
        </Title>
        <CompanyUsersTable />
      </Stack>
    </>
  );
}
