import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { upcomingScreenTexts } from '../../config/ui-texts.ts';
import { PublicLayout } from '../layout/public-layout.tsx';

/** The first-run wizard's route; it sits outside the main layout because nobody is signed in yet. */
export function SetupScreen() {
  return (
    <PublicLayout title={upcomingScreenTexts.setup.title} size="sm">
      <ComingSoon>{upcomingScreenTexts.setup.purpose}</ComingSoon>
    </PublicLayout>
  );
}
