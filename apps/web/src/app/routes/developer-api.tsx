import { PageHeader } from '../../components/ui/page-header.tsx';
import { uiTexts } from '../../config/ui-texts.ts';
import { ApiDocsFrame } from '../../features/developer-api/components/api-docs-frame.tsx';

export function DeveloperApiScreen() {
  return (
    <>
      <PageHeader title={uiTexts.developerApiTitle} description={uiTexts.developerApiDescription} />
      <ApiDocsFrame />
    </>
  );
}
