import { useQueryClient } from '@tanstack/react-query';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { paths } from '../../config/paths.ts';
import { uiTexts } from '../../config/ui-texts.ts';
import { jobListQueryKey } from '../../features/enrich-jobs/api/get-job-list.ts';
import { SubmitJobForm } from '../../features/enrich-submit/components/submit-job-form.tsx';

/** /enrich/create, and /normalize with the same purpose (spec section 2). */
export function SubmitJobScreen() {
  const queryClient = useQueryClient();
  return (
    <>
      <PageHeader
        title={uiTexts.submitJobTitle}
        description={uiTexts.submitJobDescription}
        breadcrumbs={[{ label: uiTexts.enrichTitle, href: paths.enrich }, { label: uiTexts.submitJobTitle }]}
      />
      <SubmitJobForm onJobCreated={() => void queryClient.invalidateQueries({ queryKey: jobListQueryKey })} />
    </>
  );
}
