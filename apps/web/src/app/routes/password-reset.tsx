import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { uiTexts } from '../../config/ui-texts.ts';
import { PasswordResetForm } from '../../features/password-reset/components/password-reset-form.tsx';
import { PublicLayout } from '../layout/public-layout.tsx';

/** What sign-in hands over when the API demands a new password. */
export interface PasswordResetLocationState {
  resetToken: string | undefined;
}

function readResetToken(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('resetToken' in state)) return undefined;
  const { resetToken } = state;
  return typeof resetToken === 'string' && resetToken ? resetToken : undefined;
}

/** Serves both /forgot-password and /reset-password (spec section 2 leaves open which one the form lives at). */
export function PasswordResetScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const resetToken = readResetToken(location.state);

  return (
    <PublicLayout
      title={uiTexts.resetTitle}
      subtitle={resetToken ? uiTexts.resetSubtitleWithToken : uiTexts.resetSubtitle}
    >
      <PasswordResetForm resetToken={resetToken} onDone={() => void navigate(paths.signIn, { replace: true })} />
    </PublicLayout>
  );
}
