import { Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { feedbackMessages } from '@rnorm/contracts';
import { setupTexts as t } from '../../../config/setup-texts.ts';

/** What the server reports while it initializes the installation (spec section 2, initialization status view). */
export function SetupStatusView({ messages }: { messages: readonly string[] }) {
  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {t.statusTitle}
      </Title>
      <Text c="dimmed">{t.statusDescription}</Text>
      <Stack gap="sm" aria-live="polite">
        {messages.length === 0 ? (
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text>{feedbackMessages.setupInitializing}</Text>
          </Group>
        ) : (
          <>
            <List spacing={4} aria-label={t.statusMessagesLabel}>
              {messages.map((message, index) => (
                <List.Item key={`${index}-${message}`}>{message}</List.Item>
              ))}
            </List>
            <Loader size="sm" aria-hidden />
          </>
        )}
      </Stack>
    </Stack>
  );
}
