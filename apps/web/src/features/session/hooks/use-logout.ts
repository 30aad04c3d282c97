import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { clearSession } from '../../../lib/cookies.ts';
import { notify } from '../../../lib/notify.ts';
import { signOut, signOutEverywhere } from '../api/sign-out.ts';

/**
 * Logout revokes the key, forgets the session and returns to sign-in; a failed revoke must not keep the user signed
 * in. Signing out everywhere is different: its point is that other browsers lose their keys, so when the server
 * does not confirm it, the user stays here and is told.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const leave = async () => {
    clearSession();
    queryClient.clear();
    await navigate(paths.signIn, { replace: true });
  };

  const logout = async () => {
    setIsLoggingOut(true);
    try {
      await signOut();
    } catch {
      // The key may already be expired or the server unreachable; the local session ends either way.
    }
    await leave();
  };

  const logoutEverywhere = async () => {
    setIsLoggingOut(true);
    try {
      notify.success((await signOutEverywhere()).message);
    } catch (error) {
      setIsLoggingOut(false);
      notify.error(errorMessage(error, uiTexts.signOutEverywhereFailed));
      return;
    }
    await leave();
  };

  return { logout, logoutEverywhere, isLoggingOut };
}
