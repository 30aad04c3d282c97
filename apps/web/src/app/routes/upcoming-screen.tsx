import { useParams } from 'react-router';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { PageHeader, type Crumb } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { upcomingScreenTexts } from '../../config/ui-texts.ts';

export type UpcomingScreenName = keyof typeof upcomingScreenTexts;

/** The list a sub-screen belongs to; its breadcrumb leads back there (spec section 2). */
const parentScreens: Partial<Record<UpcomingScreenName, Crumb>> = {
  userMappingCreate: { label: upcomingScreenTexts.userMapping.title, href: paths.userMapping },
  userMappingEdit: { label: upcomingScreenTexts.userMapping.title, href: paths.userMapping },
  userCatalogEdit: { label: upcomingScreenTexts.userCatalog.title, href: paths.userCatalog },
  userDataMappingCreate: { label: upcomingScreenTexts.userDataMapping.title, href: paths.userDataMapping },
  userDataMappingEdit: { label: upcomingScreenTexts.userDataMapping.title, href: paths.userDataMapping },
};

/** A signed-in screen that a later release fills in: its real title, then a coming-soon panel. */
export function UpcomingScreen({ screen }: { screen: UpcomingScreenName }) {
  const { id } = useParams();
  const texts: { title: string; description?: string; purpose: string } = upcomingScreenTexts[screen];
  const parent = parentScreens[screen];
  // Edit screens name the record in the breadcrumb, as the spec's edit screens do.
  const breadcrumbs = parent ? [parent, { label: id ?? texts.title }] : undefined;

  return (
    <>
      <PageHeader title={texts.title} description={texts.description} breadcrumbs={breadcrumbs} />
      <ComingSoon>{texts.purpose}</ComingSoon>
    </>
  );
}
