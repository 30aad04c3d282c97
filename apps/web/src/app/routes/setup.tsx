import { setupTexts } from '../../config/setup-texts.ts';
import { SetupPage } from '../../features/setup/components/setup-page.tsx';
import { PublicLayout } from '../layout/public-layout.tsx';

/** The first-run wizard's route; it sits outside the main layout because nobody is signed in yet. */
export function SetupScreen() {
  return (
    <PublicLayout title={setupTexts.title} subtitle={setupTexts.subtitle} size="md">
      <SetupPage />
    </PublicLayout>
  );
}
