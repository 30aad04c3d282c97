import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useCompanyDetails } from '../api/get-company-details.ts';

/** Read-only facts about the administrator's company: its name, the ID users register with, and its domains. */
export function CompanyDetailsCard() {
  const company = useCompanyDetails();

  if (company.isPending) return <Spinner label="Loading company details" />;
  if (company.isError) {
    return (
      <NoticePanel
        icon={<IconAlertTriangle size={30} />}
        title={uiTexts.companyDetailsLoadFailed}
        color="orange"
        actions={<Button onClick={() => void company.refetch()}>{uiTexts.retry}</Button>}
      />
    );
  }

  const { company_name, customer_id, domains } = company.data;
  return (
    <Stack gap="md">
      <TextInput label="Company Name" value={company_name} readOnly variant="filled" />
      <TextInput
        label="Company ID"
        value={String(customer_id)}
        readOnly
        variant="filled"
        description={uiTexts.companyIdHelp}
      />
      <Stack gap={6}>
        <Text fz="sm" fw={500} id="registered-domains-label">
          {uiTexts.registeredDomains}
        </Text>
        {domains.length > 0 ? (
          <Group gap="xs" component="ul" aria-labelledby="registered-domains-label" p={0} m={0}>
            {domains.map((domain) => (
              <Badge key={domain} component="li" variant="light" size="lg" tt="none" style={{ listStyle: 'none' }}>
                {domain}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            {uiTexts.noDomainsYet}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
