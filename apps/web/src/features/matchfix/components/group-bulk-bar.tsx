import { Button, Group, Paper, Text } from '@mantine/core';
import type { MatchfixGroup } from '@rnorm/contracts';
import { IconBan, IconChecks } from '@tabler/icons-react';
import { matchfixGroupTexts as texts } from '../../../config/matchfix-texts.ts';

interface GroupBulkBarProps {
  /** The selected groups of the page shown. */
  selected: readonly MatchfixGroup[];
  /** Which action is under way, if any: every action waits for it. */
  acting: 'accept' | 'ignore' | null;
  onAccept: () => void;
  onIgnore: () => void;
}

/**
 * Above the "By product" table: how many products are selected, and what can be done to all of them at once.
 * Accepting needs a suggestion to accept: the groups without one are skipped, and when every selected group lacks one
 * there is nothing to accept.
 */
export function GroupBulkBar({ selected, acting, onAccept, onIgnore }: GroupBulkBarProps) {
  const count = selected.length;
  const withoutSuggestion = selected.filter((group) => group.suggestion === null).length;
  const isActing = acting !== null;

  return (
    <Paper withBorder radius="md" px="md" py="sm" mb="sm" role="group" aria-label={texts.bulkActionsLabel}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text role="status" size="sm" fw={count > 0 ? 600 : undefined} c={count > 0 ? undefined : 'dimmed'}>
          {count === 0 ? texts.noneSelected : texts.selectedCount(count)}
          {count > 0 && withoutSuggestion > 0 && ` ${texts.withoutSuggestion(withoutSuggestion)}`}
        </Text>
        <Group gap="sm">
          <Button
            leftSection={<IconChecks size={16} />}
            disabled={isActing ? acting !== 'accept' : count === withoutSuggestion}
            loading={acting === 'accept'}
            onClick={onAccept}
          >
            {texts.acceptSuggestions}
          </Button>
          <Button
            variant="default"
            leftSection={<IconBan size={16} />}
            disabled={isActing || count === 0}
            onClick={onIgnore}
          >
            {texts.ignore}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
