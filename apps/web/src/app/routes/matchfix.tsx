import { PageHeader } from '../../components/ui/page-header.tsx';
import { uiTexts } from '../../config/ui-texts.ts';
import { ExportMatchfixButton } from '../../features/matchfix/components/export-matchfix-button.tsx';
import { MatchfixTable } from '../../features/matchfix/components/matchfix-table.tsx';

export function MatchfixScreen() {
  return (
    <>
      <PageHeader
        title={uiTexts.matchfixTitle}
        description={uiTexts.matchfixDescription}
        actions={<ExportMatchfixButton />}
      />
      <MatchfixTable />
    </>
  );
}
