import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { feedbackMessages } from '@rnorm/contracts';
import { IconAlertTriangle, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useCompanyDetails } from '../api/get-company-details.ts';
import { useRemoveDomain } from '../api/register-domain.ts';

/**
 * Facts about the administrator's company: its name, the ID users register with, and its domains, each of which can
 * be removed after a confirmation.
 */
export function CompanyDetailsCard() {
  const company = useCompanyDetails();
  const remover = useRemoveDomain();
  const [toRemove, setToRemove] = useState<string | null>(null);

  const confirmRemoval = () => {
    const domain = toRemove;
    setToRemove(null);
    if (!domain) return;
    remover.mutate(
      { domain },
      {
        onSuccess: () => notify.success(feedbackMessages.domainRemoved),
        onError: (error) => notify.error(errorMessage(error, feedbackMessages.submitError)),
      },
    );
  };

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
              <Badge
                key={domain}
                component="li"
                variant="light"
                size="lg"
                tt="none"
                style={{ listStyle: 'none' }}
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={uiTexts.removeDomainOf(domain)}
                    disabled={remover.isPending}
                    onClick={() => setToRemove(domain)}
                  >
                    <IconX size={12} />
                  </ActionIcon>
                }
              >
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
      <ConfirmModal
        isOpen={toRemove !== null}
        title={uiTexts.confirmRemoveDomainTitle}
        message={toRemove ? uiTexts.confirmRemoveDomainText(toRemove) : ''}
        confirmLabel={uiTexts.removeDomain}
        confirmColor="red"
        onConfirm={confirmRemoval}
        onCancel={() => setToRemove(null)}
      />
    </Stack>
  );
}
