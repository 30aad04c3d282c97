import { PageHeader } from '../../components/ui/page-header.tsx';
import { uiTexts } from '../../config/ui-texts.ts';
import { ExportMatchfixButton } from '../../features/matchfix/components/export-matchfix-button.tsx';
import { MatchfixGroupTable } from '../../features/matchfix/components/matchfix-group-table.tsx';
import { MatchfixTable } from '../../features/matchfix/components/matchfix-table.tsx';
import { MatchfixViewSwitch } from '../../features/matchfix/components/matchfix-view-switch.tsx';
import { useMatchfixView } from '../../features/matchfix/use-matchfix-view.ts';

export function MatchfixScreen() {
  const [view, setView] = useMatchfixView();
  return (
    <>
      <PageHeader
        title={uiTexts.matchfixTitle}
        description={uiTexts.matchfixDescription}
        actions={
          <>
            <MatchfixViewSwitch view={view} onChange={setView} />
            <ExportMatchfixButton />
          </>
        }
      />
      {view === 'products' ? <MatchfixGroupTable /> : <MatchfixTable />}
    </>
  );
}
