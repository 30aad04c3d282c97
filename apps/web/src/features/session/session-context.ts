import type { AccessControlEntry, Role } from '@rnorm/contracts';
import { createContext, useContext } from 'react';

export interface SessionState {
  userId: string;
  /** Who is signed in, shown in the header. */
  username: string;
  role: Role;
  /** Administers the installation: the only one who downloads, installs and rolls back packages. */
  isInstallationAdmin: boolean;
  accessControl: readonly AccessControlEntry[];
  canOpen: (path: string) => boolean;
}

export const SessionContext = createContext<SessionState | null>(null);

/** The checked session; only screens inside the session guard may call it. */
export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() is used outside <SessionGuard>.');
  return session;
}
