import { Divider, Paper } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { uiTexts } from '../../config/ui-texts.ts';
import { CompanyDetailsCard } from '../../features/company-domains/components/company-details-card.tsx';
import { JobRetentionForm } from '../../features/company-domains/components/job-retention-form.tsx';
import { RegisterDomainForm } from '../../features/company-domains/components/register-domain-form.tsx';

export function RegisterDomainScreen() {
  return (
    <>
      <PageHeader title={uiTexts.registerDomainTitle} description={uiTexts.registerDomainText} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720}>
        <CompanyDetailsCard />
        <Divider my="lg" />
        <RegisterDomainForm />
        <Divider my="lg" />
        <JobRetentionForm />
      </Paper>
    </>
  );
}
