import { SegmentedControl } from '@mantine/core';
import { matchfixGroupTexts as texts } from '../../../config/matchfix-texts.ts';
import { parseMatchfixView, type MatchfixView } from '../use-matchfix-view.ts';

/** Each row (the spec's table) or by product (the entries grouped, for fixing every version at once). */
export function MatchfixViewSwitch({ view, onChange }: { view: MatchfixView; onChange: (view: MatchfixView) => void }) {
  return (
    <SegmentedControl
      aria-label={texts.viewLabel}
      value={view}
      onChange={(value) => onChange(parseMatchfixView(value))}
      data={[
        { value: 'rows', label: texts.eachRowView },
        { value: 'products', label: texts.byProductView },
      ]}
    />
  );
}
