import { Button, Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconFileUpload, IconFolderOpen } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { uiTexts } from '../../../config/ui-texts.ts';
import { FILE_INPUT_ACCEPT } from '../inventory-file-rules.ts';

interface FileDropZoneProps {
  onFile: (file: File) => void;
  isDisabled?: boolean;
}

/**
 * A drop target for one file, with the Browse File button beside it. The zone is a real button, so keyboard users
 * reach it with Tab and open the file picker with Enter or Space; its visible text is its name.
 */
export function FileDropZone({ onFile, isDisabled = false }: FileDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const openPicker = () => inputRef.current?.click();

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (isDisabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setIsDragging(true);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !isDisabled) onFile(file);
  };

  return (
    <Stack gap="sm">
      <UnstyledButton
        onClick={openPicker}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        disabled={isDisabled}
        data-dragging={isDragging || undefined}
        p="xl"
        style={{
          display: 'block',
          width: '100%',
          borderRadius: 'var(--mantine-radius-md)',
          border: `2px dashed ${isDragging ? 'var(--mantine-color-brand-6)' : 'var(--mantine-color-gray-4)'}`,
          background: isDragging ? 'var(--mantine-color-brand-0)' : 'var(--mantine-color-gray-0)',
          cursor: isDisabled ? 'not-allowed' : 'pointer',
          transition: 'background 120ms, border-color 120ms',
        }}
      >
        <Stack align="center" gap={6} ta="center">
          <ThemeIcon size={48} radius="xl" variant="light">
            <IconFileUpload size={26} />
          </ThemeIcon>
          <Text fw={600}>{isDragging ? uiTexts.dropZoneActive : uiTexts.dropZoneText}</Text>
          <Text fz="sm" c="dimmed">
            {uiTexts.dropZoneHint}
          </Text>
        </Stack>
      </UnstyledButton>
      <Group justify="center">
        <Button variant="light" leftSection={<IconFolderOpen size={16} />} onClick={openPicker} disabled={isDisabled}>
          {uiTexts.browseFile}
        </Button>
      </Group>
      <input
        ref={inputRef}
        type="file"
        accept={FILE_INPUT_ACCEPT}
        aria-label={uiTexts.fileInputLabel}
        tabIndex={-1}
        hidden
        disabled={isDisabled}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so that choosing the same file again, after removing it, is a change again.
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </Stack>
  );
}
