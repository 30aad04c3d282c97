import { SETUP_POLL_MS } from '@rnorm/contracts';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { apiBaseUrl } from '../../../config/runtime-env.ts';
import { setupTexts } from '../../../config/setup-texts.ts';
import { readSession } from '../../../lib/cookies.ts';
import { getSetupStatus } from '../api/get-setup-status.ts';
import { SetupStatusView } from './setup-status-view.tsx';
import { SetupWizard } from './setup-wizard.tsx';

type SetupPhase =
  { kind: 'checking' } | { kind: 'initializing'; messages: string[] } | { kind: 'initialized' } | { kind: 'wizard' };

/** Where the setup stands: set up, being initialized, or to be done (also when the status cannot be read). */
async function readSetupPhase(): Promise<SetupPhase> {
  try {
    const { status, messages } = await getSetupStatus();
    if (status === 'success') return { kind: 'initialized' };
    if (status === 'in_progress') return { kind: 'initializing', messages };
  } catch (error) {
    console.warn('The setup status could not be read; showing the setup wizard.', error);
  }
  return { kind: 'wizard' };
}

/**
 * Asks `rnorm_initialized` once, then every `pollMs` while the setup is in progress (spec section 4, Setup status):
 * success leads to sign-in, and any other or failing status to the wizard, which then stays.
 */
function useSetupPhase(pollMs: number): SetupPhase {
  const [phase, setPhase] = useState<SetupPhase>({ kind: 'checking' });
  useEffect(() => {
    let isStopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      const next = await readSetupPhase();
      if (isStopped) return;
      setPhase(next);
      if (next.kind === 'initializing') timer = setTimeout(() => void check(), pollMs);
    };
    void check();
    return () => {
      isStopped = true;
      clearTimeout(timer);
    };
  }, [pollMs]);
  return phase;
}

interface SetupPageProps {
  pollMs?: number;
  reloadPage?: () => void;
}

/**
 * The /setup screen (spec section 2): a signed-in visitor goes to /; otherwise the setup status decides between
 * sign-in, the initialization status view and the wizard.
 */
export function SetupPage(props: SetupPageProps) {
  const [session] = useState(readSession);
  if (session) return <Navigate to={paths.home} replace />;
  return <SetupFlow {...props} />;
}

function SetupFlow({ pollMs = SETUP_POLL_MS, reloadPage }: SetupPageProps) {
  const phase = useSetupPhase(pollMs);
  const [initialApiEndpoint] = useState(() => apiBaseUrl() || window.location.origin);
  switch (phase.kind) {
    case 'checking':
      return <Spinner label={setupTexts.checkingStatus} />;
    case 'initialized':
      return <Navigate to={paths.signIn} replace />;
    case 'initializing':
      return <SetupStatusView messages={phase.messages} />;
    case 'wizard':
      return <SetupWizard initialApiEndpoint={initialApiEndpoint} {...(reloadPage ? { reloadPage } : {})} />;
  }
}
