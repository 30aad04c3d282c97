import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { setupTexts } from '../../../config/setup-texts.ts';
import { clearSession } from '../../../lib/cookies.ts';
import { getSetupStatus } from '../api/get-setup-status.ts';

const setupGateQueryKey = ['setup', 'gate'] as const;

type InstallState = 'set-up' | 'not-set-up' | 'unknown';

async function readInstallState(): Promise<InstallState> {
  try {
    const { status } = await getSetupStatus();
    return status === 'success' ? 'set-up' : 'not-set-up';
  } catch (error) {
    // A working installation must stay usable when this one call fails: say so, and carry on.
    console.error('The setup status could not be read; carrying on as if rnorm were set up.', error);
    return 'unknown';
  }
}

/**
 * Sends every screen but /setup and the policy pages to /setup while the product is not set up (spec section 4,
 * Setup status). It asks `rnorm_initialized` once per page load: the answer is kept for good, since an installation
 * that is set up stays so, except a "not set up" one, which the setup screen settles.
 */
export function SetupGate({ children }: { children: ReactNode }) {
  const installState = useQuery({
    queryKey: setupGateQueryKey,
    queryFn: readInstallState,
    staleTime: Infinity,
    retry: false,
  });
  if (installState.isPending) return <Spinner isFullPage label={setupTexts.checkingStatus} />;
  if (installState.data === 'not-set-up') return <GoToSetup />;
  return children;
}

/** No session can exist before setup: old cookies are dropped, or /setup would send the visitor on to / again. */
function GoToSetup() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    clearSession();
    void navigate(paths.setup, { replace: true });
    // Asked again the next time: after setup, the same page load goes on to sign-in.
    return () => queryClient.removeQueries({ queryKey: setupGateQueryKey });
  }, [navigate, queryClient]);
  return <Spinner isFullPage label={setupTexts.checkingStatus} />;
}
