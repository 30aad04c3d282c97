import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { uiTexts } from '../../config/ui-texts.ts';
import { RegistrationForm } from '../../features/registration/components/registration-form.tsx';
import { PublicLayout } from '../layout/public-layout.tsx';

export function RegistrationScreen() {
  const navigate = useNavigate();
  return (
    <PublicLayout title={uiTexts.registrationTitle} subtitle={uiTexts.registrationSubtitle} size="sm">
      <RegistrationForm onRegistered={() => void navigate(paths.signIn, { replace: true })} />
    </PublicLayout>
  );
}
