import { PageHeader } from '../../components/ui/page-header.tsx';
import { uiTexts } from '../../config/ui-texts.ts';
import { PendingUsersTable } from '../../features/pending-users/components/pending-users-table.tsx';

export function AdminScreen() {
  return (
    <>
      <PageHeader title="Admin" description={uiTexts.adminDescription} />
      <PendingUsersTable />
    </>
  );
}
