import { Center, Loader, LoadingOverlay } from '@mantine/core';

interface SpinnerProps {
  label?: string;
  /** Fill the whole viewport, for screens that have nothing else to show yet. */
  isFullPage?: boolean;
}

export function Spinner({ label = 'Loading', isFullPage = false }: SpinnerProps) {
  return (
    <Center role="status" aria-label={label} mih={isFullPage ? '100vh' : 160} py="xl">
      <Loader />
    </Center>
  );
}

/** Covers its nearest positioned parent while work is under way, keeping the content in place beneath. */
export function BusyOverlay({ isVisible, label = 'Loading' }: { isVisible: boolean; label?: string }) {
  return (
    <LoadingOverlay
      visible={isVisible}
      zIndex={50}
      overlayProps={{ blur: 1, backgroundOpacity: 0.35 }}
      loaderProps={{ role: 'status', 'aria-label': label }}
    />
  );
}
