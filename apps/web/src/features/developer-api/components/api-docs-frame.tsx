import { Box, Paper } from '@mantine/core';
import { useState } from 'react';
import { BusyOverlay } from '../../../components/ui/spinner.tsx';
import { apiBaseUrl } from '../../../config/runtime-env.ts';
import { uiTexts } from '../../../config/ui-texts.ts';

/** The API's own documentation (its Swagger UI), embedded; a spinner covers it until the frame has loaded. */
export function ApiDocsFrame() {
  const [isLoaded, setIsLoaded] = useState(false);
  return (
    <Paper withBorder radius="md" pos="relative" style={{ overflow: 'hidden' }}>
      <BusyOverlay isVisible={!isLoaded} label="Loading the API documentation" />
      <Box
        component="iframe"
        src={`${apiBaseUrl()}/api/docs/`}
        title={uiTexts.apiDocsFrameTitle}
        onLoad={() => setIsLoaded(true)}
        w="100%"
        h="calc(100vh - 220px)"
        mih={480}
        display="block"
        style={{ border: 0 }}
      />
    </Paper>
  );
}
