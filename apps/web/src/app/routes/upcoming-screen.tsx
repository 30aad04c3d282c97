import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { upcomingScreenTexts } from '../../config/ui-texts.ts';

export type UpcomingScreenName = keyof typeof upcomingScreenTexts;

/** A signed-in screen that a later release fills in: its real title, then a coming-soon panel. */
export function UpcomingScreen({ screen }: { screen: UpcomingScreenName }) {
  const texts: { title: string; description?: string; purpose: string } = upcomingScreenTexts[screen];

  return (
    <>
      <PageHeader title={texts.title} description={texts.description} />
      <ComingSoon>{texts.purpose}</ComingSoon>
    </>
  );
}
