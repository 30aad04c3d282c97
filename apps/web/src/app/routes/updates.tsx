import { PageHeader } from '../../components/ui/page-header.tsx';
import { updatesTexts } from '../../config/updates-texts.ts';
import { UpdatesOverview } from '../../features/system-updates/components/updates-overview.tsx';

export function UpdatesScreen() {
  return (
    <>
      <PageHeader title={updatesTexts.updatesTitle} description={updatesTexts.updatesDescription} />
      <UpdatesOverview />
    </>
  );
}
