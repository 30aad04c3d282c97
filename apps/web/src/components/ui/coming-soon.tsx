import { IconHourglassHigh } from '@tabler/icons-react';
import { uiTexts } from '../../config/ui-texts.ts';
import { NoticePanel } from './notice-panel.tsx';

interface ComingSoonProps {
  /** What the screen will do, in one sentence. */
  children: string;
}

/** Stands in for a screen that a later release delivers, so its route never shows a broken page. */
export function ComingSoon({ children }: ComingSoonProps) {
  return (
    <NoticePanel icon={<IconHourglassHigh size={30} />} title={uiTexts.comingSoonTitle}>
      {children} {uiTexts.comingSoonSuffix}
    </NoticePanel>
  );
}
