import { PageHeader } from '../../components/ui/page-header.tsx';
import { uiTexts } from '../../config/ui-texts.ts';
import { CsvTable } from '../../features/csv-viewer/components/csv-table.tsx';

export function CsvViewerScreen() {
  return (
    <>
      <PageHeader title={uiTexts.csvViewerTitle} description={uiTexts.csvViewerDescription} />
      <CsvTable />
    </>
  );
}
