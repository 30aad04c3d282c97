import { Button } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NoticePanel } from '../../components/ui/notice-panel.tsx';
import { paths } from '../../config/paths.ts';
import { uiTexts } from '../../config/ui-texts.ts';

export function NotFoundScreen() {
  return (
    <NoticePanel
      icon={<IconMapPinOff size={30} />}
      title={uiTexts.pageNotFoundTitle}
      color="gray"
      actions={
        <Button component={Link} to={paths.enrichCreate} variant="light">
          {uiTexts.backToStart}
        </Button>
      }
    >
      {uiTexts.pageNotFoundText}
    </NoticePanel>
  );
}
