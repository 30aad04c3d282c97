import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { clearSession } from '../../../lib/cookies.ts';
import { signOut } from '../api/sign-out.ts';

/** Revokes the key, forgets the session and returns to sign-in; a failed revoke must not keep the user signed in. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logout = async () => {
    setIsLoggingOut(true);
    try {
      await signOut();
    } catch {
      // The key may already be expired or the server unreachable; the local session ends either way.
    }
    clearSession();
    queryClient.clear();
    await navigate(paths.signIn, { replace: true });
  };

  return { logout, isLoggingOut };
}
