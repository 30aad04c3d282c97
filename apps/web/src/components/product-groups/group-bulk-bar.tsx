import { Button, Group, Paper, Text } from '@mantine/core';
import type { MatchfixGroup } from '@rnorm/contracts';
import { IconBan, IconChecks, IconTrash } from '@tabler/icons-react';
import type { ProductGroupTexts } from '../../config/product-group-texts.ts';

export type GroupAction = 'accept' | 'ignore' | 'remove';

interface GroupBulkBarProps {
  texts: ProductGroupTexts;
  /** The selected groups of the page shown. */
  selected: readonly Pick<MatchfixGroup, 'suggestion'>[];
  /** Which action is under way, if any: every action waits for it. */
  acting: GroupAction | null;
  onAccept: () => void;
  onIgnore: () => void;
  /** Only where the list's entries can be removed without a rule (Fuzzy Match); absent, there is no Remove button. */
  onRemove?: (() => void) | undefined;
}

/**
 * Above the "By product" table: how many products are selected, and what can be done to all of them at once.
 * Accepting needs a suggestion to accept: the groups without one are skipped, and when every selected group lacks one
 * there is nothing to accept.
 */
export function GroupBulkBar({ texts, selected, acting, onAccept, onIgnore, onRemove }: GroupBulkBarProps) {
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
          {onRemove && (
            <Button
              variant="default"
              leftSection={<IconTrash size={16} />}
              disabled={isActing || count === 0}
              onClick={onRemove}
            >
              {texts.remove}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
