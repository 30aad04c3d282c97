import { Badge, Button, Code, CopyButton, Group, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import { feedbackMessages, type PendingUser } from '@rnorm/contracts';
import { useState } from 'react';
import { ActionsHeaderCell, EmptyTableRow, FilterHeaderCell, ListPager } from '../../../components/ui/list-table.tsx';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { LoadFailedPanel } from '../../../components/ui/notice-panel.tsx';
import { BusyOverlay, Spinner } from '../../../components/ui/spinner.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useListView } from '../../../hooks/use-list-view.ts';
import { notify } from '../../../lib/notify.ts';
import { useApproveUser } from '../api/approve-user.ts';
import { useDenyUser } from '../api/deny-user.ts';
import { usePendingUsers } from '../api/get-pending-users.ts';

type FilterField = 'first_name' | 'last_name' | 'email_address' | 'username';

const columns: { field: FilterField; label: string }[] = [
  { field: 'first_name', label: 'First Name' },
  { field: 'last_name', label: 'Last Name' },
  { field: 'email_address', label: 'Email' },
  { field: 'username', label: 'Username' },
];

const MISSING = uiTexts.missingValue;

type Decision = 'approve' | 'deny';

const decisionTexts = {
  approve: {
    title: feedbackMessages.approveConfirmTitle,
    question: feedbackMessages.approveConfirmText,
    succeeded: feedbackMessages.approveSucceeded,
    failed: feedbackMessages.approveFailed,
    color: 'green',
  },
  deny: {
    title: feedbackMessages.denyConfirmTitle,
    question: feedbackMessages.denyConfirmText,
    succeeded: feedbackMessages.denySucceeded,
    failed: feedbackMessages.denyFailed,
    color: 'red',
  },
} as const;

const NO_ROWS: PendingUser[] = [];

const formatMoment = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A reset code just issued: shown once, for the administrator to hand over. */
interface IssuedCode {
  username: string;
  code: string;
  expiresAt: string;
}

/** The company's pending registration and password reset requests, with Approve and Deny (spec section 2, Admin). */
export function PendingUsersTable() {
  const pendingUsers = usePendingUsers();
  const list = useListView(pendingUsers.data ?? NO_ROWS);
  const approve = useApproveUser();
  const deny = useDenyUser();
  // The question outlives the modal's closing animation, so its text does not vanish while it fades out.
  const [question, setQuestion] = useState<{ decision: Decision; user: PendingUser } | null>(null);
  const [isAsking, setIsAsking] = useState(false);
  const [issued, setIssued] = useState<IssuedCode | null>(null);
  const isActing = approve.isPending || deny.isPending;

  if (pendingUsers.isPending) return <Spinner label="Loading pending requests" />;
  if (pendingUsers.isError) {
    return <LoadFailedPanel title={uiTexts.pendingRequestsLoadFailed} onRetry={() => void pendingUsers.refetch()} />;
  }

  const confirm = () => {
    if (!question) return;
    const { decision, user } = question;
    setIsAsking(false);
    const texts = decisionTexts[decision];
    const onError = () => notify.error(texts.failed);
    const onDecided = () => {
      notify.success(texts.succeeded);
      list.onRowRemoved();
    };
    if (decision === 'deny') {
      deny.mutate(user.user_id, { onSuccess: onDecided, onError });
      return;
    }
    approve.mutate(user.user_id, {
      onSuccess: (answer) => {
        onDecided();
        if (answer.reset_code && answer.reset_code_expires_at) {
          const username = user.username || user.email_address || String(user.user_id);
          setIssued({ username, code: answer.reset_code, expiresAt: answer.reset_code_expires_at });
        }
      },
      onError,
    });
  };

  const ask = (decision: Decision, user: PendingUser) => {
    setQuestion({ decision, user });
    setIsAsking(true);
  };

  const hasRows = pendingUsers.data.length > 0;

  return (
    <Paper withBorder radius="md" pos="relative">
      <BusyOverlay isVisible={isActing} label="Saving the decision" />
      <Table.ScrollContainer minWidth={900}>
        <Table layout="fixed" verticalSpacing="sm" highlightOnHover aria-label={uiTexts.pendingRequestsLabel}>
          <Table.Thead>
            <Table.Tr>
              {columns.map(({ field, label }) => (
                <FilterHeaderCell key={field} list={list} field={field} label={label} width="20%" />
              ))}
              <ActionsHeaderCell />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.pageRows.map((user) => (
              <Table.Tr key={user.user_id}>
                <Table.Td>{user.first_name || MISSING}</Table.Td>
                <Table.Td>{user.last_name || MISSING}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{user.email_address || MISSING}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <span>{user.username || MISSING}</span>
                    {user.request === 'password_reset' && (
                      <Badge size="sm" variant="light" color="orange" tt="none">
                        {uiTexts.passwordResetBadge}
                      </Badge>
                    )}
                  </Group>
                  {user.request === 'password_reset' && user.requested_at && (
                    <Text size="xs" c="dimmed" mt={4}>
                      {uiTexts.resetRequestedAt(formatMoment(user.requested_at), user.requested_from)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    <Button size="xs" color="green" disabled={isActing} onClick={() => ask('approve', user)}>
                      {uiTexts.approve}
                    </Button>
                    <Button size="xs" color="red" disabled={isActing} onClick={() => ask('deny', user)}>
                      {uiTexts.deny}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
            {list.pageRows.length === 0 && (
              <EmptyTableRow colSpan={columns.length + 1}>
                {hasRows ? uiTexts.noMatchingRequests : uiTexts.noPendingRequests}
              </EmptyTableRow>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPager list={list} />
      <ConfirmModal
        isOpen={isAsking}
        title={question ? decisionTexts[question.decision].title : ''}
        message={question ? decisionTexts[question.decision].question : ''}
        confirmLabel={uiTexts.confirm}
        cancelLabel={uiTexts.cancel}
        confirmColor={question ? decisionTexts[question.decision].color : undefined}
        onConfirm={confirm}
        onCancel={() => setIsAsking(false)}
      />
      <Modal
        opened={issued !== null}
        onClose={() => setIssued(null)}
        title={uiTexts.resetCodeTitle}
        closeOnClickOutside={false}
        centered
      >
        {issued && (
          <Stack gap="sm">
            <Text size="sm">{uiTexts.resetCodeFor(issued.username)}</Text>
            <Group gap="sm" wrap="nowrap">
              <Code fz="lg" aria-label={uiTexts.resetCodeTitle}>
                {issued.code}
              </Code>
              <CopyButton value={issued.code}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="default" onClick={copy}>
                    {copied ? uiTexts.copied : uiTexts.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="sm">{uiTexts.resetCodeExpires(formatMoment(issued.expiresAt))}</Text>
            <Group justify="flex-end">
              <Button onClick={() => setIssued(null)}>{uiTexts.resetCodeDone}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Paper>
  );
}
