import { PageHeader } from '../../components/ui/page-header.tsx';
import { settingsTexts } from '../../config/settings-texts.ts';
import { SettingsPanel } from '../../features/settings/components/settings-panel.tsx';

export function SettingsScreen() {
  return (
    <>
      <PageHeader title={settingsTexts.title} description={settingsTexts.description} />
      <SettingsPanel />
    </>
  );
}
