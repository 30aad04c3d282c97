import { PageHeader } from '../../../components/ui/page-header.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { ExportFuzzyMatchButton } from './export-fuzzy-match-button.tsx';
import { FuzzyMatchTable } from './fuzzy-match-table.tsx';

/** The Fuzzy Match screen (spec section 2): the entries matched only loosely, to confirm, edit or remove. */
export function FuzzyMatchScreen() {
  return (
    <>
      <PageHeader
        title={uiTexts.fuzzyMatchTitle}
        description={uiTexts.fuzzyMatchDescription}
        actions={<ExportFuzzyMatchButton />}
      />
      <FuzzyMatchTable />
    </>
  );
}
