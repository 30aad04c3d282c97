import { feedbackMessages } from '@rnorm/contracts';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NoticePanel } from '../../../components/ui/notice-panel.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useSession } from '../session-context.ts';

/** Shows the permission message instead of a screen the user's role may not open (spec sections 2 and 6). */
export function AccessGuard({ children }: { children: ReactNode }) {
  const { canOpen } = useSession();
  const { pathname } = useLocation();
  if (!canOpen(pathname)) {
    return (
      <NoticePanel icon={<IconLock size={30} />} title={uiTexts.permissionDeniedTitle} color="red">
        {feedbackMessages.permissionDenied}
      </NoticePanel>
    );
  }
  return children;
}
