import { Badge, Button, Paper, Table, Text } from '@mantine/core';
import type { CompanyUser } from '@rnorm/contracts';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import {
  ActionsHeaderCell,
  EmptyTableRow,
  FilterHeaderCell,
  ListPager,
  TitleHeaderCell,
} from '../../../components/ui/list-table.tsx';
import { LoadFailedPanel } from '../../../components/ui/notice-panel.tsx';
import { BusyOverlay, Spinner } from '../../../components/ui/spinner.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useListView } from '../../../hooks/use-list-view.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useCompanyUsers } from '../api/get-company-users.ts';
import { useSetUserActive, type UserActivity } from '../api/set-user-active.ts';

type FilterField = 'username' | 'first_name' | 'last_name' | 'email_address';

const columns: { field: FilterField; label: string }[] = [
  { field: 'username', label: 'Username' },
  { field: 'first_name', label: 'First Name' },
  { field: 'last_name', label: 'Last Name' },
  { field: 'email_address', label: 'Email' },
];

const MISSING = uiTexts.missingValue;
const NO_ROWS: CompanyUser[] = [];

const activityTexts = {
  deactivate: {
    title: uiTexts.deactivateUserTitle,
    question: uiTexts.deactivateUserQuestion,
    label: uiTexts.deactivate,
    failed: uiTexts.deactivateFailed,
    color: 'red',
  },
  reactivate: {
    title: uiTexts.reactivateUserTitle,
    question: uiTexts.reactivateUserQuestion,
    label: uiTexts.reactivate,
    failed: uiTexts.reactivateFailed,
    color: 'green',
  },
} as const;

/** The company's approved accounts, with Deactivate and Reactivate (issue 30, admin basics). */
export function CompanyUsersTable() {
  const companyUsers = useCompanyUsers();
  const list = useListView(companyUsers.data ?? NO_ROWS);
  const setActive = useSetUserActive();
  // The question outlives the modal's closing animation, so its text does not vanish while it fades out.
  const [question, setQuestion] = useState<{ activity: UserActivity; user: CompanyUser } | null>(null);
  const [isAsking, setIsAsking] = useState(false);

  if (companyUsers.isPending) return <Spinner label={uiTexts.companyUsersLoading} />;
  if (companyUsers.isError) {
    return <LoadFailedPanel title={uiTexts.companyUsersLoadFailed} onRetry={() => void companyUsers.refetch()} />;
  }

  const ask = (activity: UserActivity, user: CompanyUser) => {
    setQuestion({ activity, user });
    setIsAsking(true);
  };
  const confirm = () => {
    if (!question) return;
    const { activity, user } = question;
    setIsAsking(false);
    setActive.mutate(
      { userId: user.user_id, activity },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(errorMessage(error, activityTexts[activity].failed)),
      },
    );
  };

  return (
    <Paper withBorder radius="md" pos="relative">
      <BusyOverlay isVisible={setActive.isPending} label={uiTexts.companyUsersSaving} />
      <Table.ScrollContainer minWidth={900}>
        <Table layout="fixed" verticalSpacing="sm" highlightOnHover aria-label={uiTexts.companyUsersLabel}>
          <Table.Thead>
            <Table.Tr>
              {columns.map(({ field, label }) => (
                <FilterHeaderCell key={field} list={list} field={field} label={label} width="17%" />
              ))}
              <TitleHeaderCell title={uiTexts.userStatusColumn} width="14%" />
              <ActionsHeaderCell />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.pageRows.map((user) => {
              const activity: UserActivity = user.status === 'active' ? 'deactivate' : 'reactivate';
              return (
                <Table.Tr key={user.user_id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>
                    {user.username}
                    {user.role === 'admin' && (
                      <Text size="xs" c="dimmed">
                        {uiTexts.adminRole}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{user.first_name || MISSING}</Table.Td>
                  <Table.Td>{user.last_name || MISSING}</Table.Td>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{user.email_address || MISSING}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={user.status === 'active' ? 'green' : 'gray'} tt="none">
                      {user.status === 'active' ? uiTexts.userActive : uiTexts.userDeactivated}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    {user.is_you ? (
                      <Text size="sm" c="dimmed">
                        {uiTexts.thisIsYou}
                      </Text>
                    ) : (
                      <Button
                        size="xs"
                        variant="light"
                        color={activityTexts[activity].color}
                        disabled={setActive.isPending}
                        aria-label={`${activityTexts[activity].label} ${user.username}`}
                        onClick={() => ask(activity, user)}
                      >
                        {activityTexts[activity].label}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {list.pageRows.length === 0 && (
              <EmptyTableRow colSpan={columns.length + 2}>{uiTexts.noMatchingUsers}</EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager list={list} />
      <ConfirmModal
        isOpen={isAsking}
        title={question ? activityTexts[question.activity].title : ''}
        message={question ? activityTexts[question.activity].question(question.user.username) : ''}
        confirmLabel={question ? activityTexts[question.activity].label : ''}
        cancelLabel={uiTexts.cancel}
        confirmColor={question ? activityTexts[question.activity].color : undefined}
        onConfirm={confirm}
        onCancel={() => setIsAsking(false)}
      />
    </Paper>
  );
}
