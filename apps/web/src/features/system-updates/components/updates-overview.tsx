import { Anchor, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { updatesTexts } from '../../../config/updates-texts.ts';

/** The placeholder's fixed rows (spec section 2, Updates placeholder). */
const availableUpdates = [
  { task: 'Content', version: 'v1.3' },
  { task: 'Model', version: 'v1.1' },
  { task: 'Software', version: 'v1.1' },
] as const;
const recentUpdates = [
  { task: 'Content', version: 'v1.0' },
  { task: 'Model', version: 'v1.2' },
  { task: 'Software', version: 'v1.3' },
] as const;

/**
 * The static Updates page (spec section 2, Updates placeholder): the updates available with an [Update] link each
 * and Update All, and the updates of the last 30 days. Nothing is wired to an action; the Packages screen
 * (/update-new) runs the real ones.
 */
export function UpdatesOverview() {
  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            {updatesTexts.updatesAvailable}
          </Title>
          <Button type="button">{updatesTexts.updateAll}</Button>
        </Group>
        <Table aria-label={updatesTexts.updatesAvailable} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{updatesTexts.updateTaskColumn}</Table.Th>
              <Table.Th scope="col">{updatesTexts.releaseNotesColumn}</Table.Th>
              <Table.Th scope="col">{updatesTexts.versionsColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {availableUpdates.map((update) => (
              <Table.Tr key={update.task}>
                <Table.Td>
                  <Group gap="xs">
                    {update.task}
                    <Anchor component="button" type="button" fz="sm">
                      {updatesTexts.updateLink}
                    </Anchor>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Anchor component="button" type="button" fz="sm">
                    {updatesTexts.releaseNotes}
                  </Anchor>
                </Table.Td>
                <Table.Td>{update.version}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="sm">
          {updatesTexts.updatedInLast30Days}
        </Title>
        <Table aria-label={updatesTexts.updatedInLast30Days} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{updatesTexts.updateTaskColumn}</Table.Th>
              <Table.Th scope="col">{updatesTexts.versionsColumn}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recentUpdates.map((update) => (
              <Table.Tr key={update.task}>
                <Table.Td>{update.task}</Table.Td>
                <Table.Td>{update.version}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </Stack>
  );
}
