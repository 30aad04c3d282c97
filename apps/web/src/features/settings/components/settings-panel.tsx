import { Accordion, Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconInfoCircle, IconSettingsOff } from '@tabler/icons-react';
import { LoadFailedPanel, NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { settingsTexts } from '../../../config/settings-texts.ts';
import { useConfigValues } from '../api/get-config-values.ts';
import { useDisplayConfig } from '../api/get-display-config.ts';
import { shownSections } from '../settings-rules.ts';
import { ConfigParameterField } from './config-parameter-field.tsx';

/**
 * The read-only configuration display (spec section 2, Settings): one accordion section per configuration section,
 * the note that settings cannot be changed yet, and a disabled SAVE button.
 */
export function SettingsPanel() {
  const display = useDisplayConfig();
  const values = useConfigValues();

  if (display.isPending || values.isPending) return <Spinner label={settingsTexts.loading} />;
  if (display.isError || values.isError) {
    return (
      <LoadFailedPanel
        title={settingsTexts.loadFailed}
        onRetry={() => {
          if (display.isError) void display.refetch();
          if (values.isError) void values.refetch();
        }}
      />
    );
  }

  const sections = shownSections(display.data, values.data);
  if (sections.length === 0) {
    return (
      <NoticePanel icon={<IconSettingsOff size={30} />} title={settingsTexts.empty}>
        {settingsTexts.emptyText}
      </NoticePanel>
    );
  }

  return (
    <Stack gap="md">
      <Alert variant="light" color="blue" icon={<IconInfoCircle />} title={settingsTexts.readOnlyTitle}>
        {settingsTexts.readOnlyNote}
      </Alert>
      <Paper withBorder radius="md">
        <Accordion
          multiple
          defaultValue={sections.map((section) => section.key)}
          aria-label={settingsTexts.sectionsLabel}
        >
          {sections.map((section) => (
            <Accordion.Item key={section.key} value={section.key}>
              <Accordion.Control>{section.displayName}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap="lg" pb="sm">
                  {section.parameters.map((shown) => (
                    <ConfigParameterField key={shown.name} {...shown} />
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Paper>
      <Group justify="flex-end">
        <Button disabled>{settingsTexts.save}</Button>
      </Group>
    </Stack>
  );
}
