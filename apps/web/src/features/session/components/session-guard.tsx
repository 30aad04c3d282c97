import { Button, Center, Container } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { isAuthError } from '../../../lib/api-client.ts';
import { clearSession, readSession, type Session } from '../../../lib/cookies.ts';
import { canOpenPath } from '../access-control.ts';
import { accessControlQueryOptions } from '../api/get-access-control.ts';
import { checkTokenQueryOptions } from '../api/check-token.ts';
import { SessionContext, type SessionState } from '../session-context.ts';

/**
 * Lets its children render only for a signed-in user whose key the API still accepts (spec section 4, Session),
 * and gives them the user's role and access-control list.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const [session] = useState(readSession);
  if (!session) return <EndSession />;
  return <CheckedSession session={session}>{children}</CheckedSession>;
}

function CheckedSession({ session, children }: { session: Session; children: ReactNode }) {
  const token = useQuery(checkTokenQueryOptions(session.userId));
  const isTokenValid = token.data?.valid === true;
  const access = useQuery({ ...accessControlQueryOptions(session.userId), enabled: isTokenValid });

  const state = useMemo<SessionState | null>(() => {
    if (!token.data || !access.data) return null;
    const { role } = token.data;
    const entries = access.data;
    return {
      userId: session.userId,
      username: token.data.username,
      role,
      isInstallationAdmin: token.data.installation_admin,
      accessControl: entries,
      canOpen: (path) => canOpenPath(entries, role, path),
    };
  }, [token.data, access.data, session.userId]);

  if (token.isError) {
    return isAuthError(token.error) ? <EndSession /> : <SessionCheckFailed onRetry={() => void token.refetch()} />;
  }
  if (token.isPending) return <Spinner isFullPage label="Checking your session" />;
  if (!isTokenValid) return <EndSession />;
  if (access.isError) {
    return isAuthError(access.error) ? <EndSession /> : <SessionCheckFailed onRetry={() => void access.refetch()} />;
  }
  if (!state) return <Spinner isFullPage label="Checking your session" />;
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

/** Forgets the cookies and goes to sign-in; done in an effect because both change things outside React. */
function EndSession() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    clearSession();
    queryClient.removeQueries({ queryKey: ['session'] });
    void navigate(paths.signIn, { replace: true });
  }, [navigate, queryClient]);
  return <Spinner isFullPage label="Signing out" />;
}

function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Center mih="100vh" p="md">
      <Container size="sm" w="100%">
        <NoticePanel
          icon={<IconPlugConnectedX size={30} />}
          title={uiTexts.sessionCheckFailedTitle}
          color="orange"
          actions={<Button onClick={onRetry}>{uiTexts.retry}</Button>}
        >
          {uiTexts.sessionCheckFailedText}
        </NoticePanel>
      </Container>
    </Center>
  );
}
