import { Badge, Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { updatesTexts } from '../../../config/updates-texts.ts';
import { useSession } from '../../session/index.ts';
import { useUpdateState } from '../hooks/use-update-state.ts';
import { hasUpdatesAvailable } from '../package-actions.ts';

/**
 * The header's 'Updates Available' (spec section 2, Header menu): shown while some package is not 'Latest', a link to
 * the Packages screen for admins and plain text for everyone else. It reads the Packages screen's query; a failed
 * fetch is only logged (by the fetcher) and shows nothing.
 */
export function UpdatesIndicator() {
  const { role } = useSession();
  const updateState = useUpdateState();
  if (!hasUpdatesAvailable(updateState.data)) return null;

  if (role === 'admin') {
    return (
      <Button
        component={Link}
        to={paths.updateNew}
        variant="light"
        color="orange"
        leftSection={<IconDownload size={16} aria-hidden />}
        data-testid="updates-indicator"
      >
        {updatesTexts.updatesAvailable}
      </Button>
    );
  }
  return (
    <Badge variant="light" color="orange" size="lg" tt="none" data-testid="updates-indicator">
      {updatesTexts.updatesAvailable}
    </Badge>
  );
}
