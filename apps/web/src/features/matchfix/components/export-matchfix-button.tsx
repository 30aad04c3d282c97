import { Button } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { uiTexts } from '../../../config/ui-texts.ts';
import { useExportMatchfix } from '../api/export-matchfix.ts';

/** Downloads every matchfix entry of the user as a zipped CSV. */
export function ExportMatchfixButton() {
  const exporter = useExportMatchfix();
  return (
    <Button leftSection={<IconFileZip size={16} />} loading={exporter.isPending} onClick={() => exporter.mutate()}>
      {uiTexts.exportMatchfix}
    </Button>
  );
}
