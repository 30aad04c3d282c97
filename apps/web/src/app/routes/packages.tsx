import { PageHeader } from '../../components/ui/page-header.tsx';
import { updatesTexts } from '../../config/updates-texts.ts';
import { useSession } from '../../features/session/index.ts';
import { PackagesList } from '../../features/system-updates/components/packages-list.tsx';

export function PackagesScreen() {
  const { isInstallationAdmin } = useSession();
  return (
    <>
      <PageHeader title={updatesTexts.packagesTitle} description={updatesTexts.packagesDescription} />
      <PackagesList canAct={isInstallationAdmin} />
    </>
  );
}
