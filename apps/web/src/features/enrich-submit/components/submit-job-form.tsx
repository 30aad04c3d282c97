import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  CloseButton,
  Group,
  LoadingOverlay,
  Paper,
  Progress,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  feedbackMessages,
  JOB_TYPE_PUBLISHER,
  JOB_TYPE_TITLE,
  validationMessages,
  type JobTypeCode,
  type UploadResponse,
} from '@rnorm/contracts';
import { IconCircleCheck, IconDownload, IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { notify } from '../../../lib/notify.ts';
import { uploadFailureMessage, useSubmitInventory } from '../api/submit-inventory.ts';
import { checkInventoryFile, formatFileSize, templateLinksFor } from '../inventory-file-rules.ts';
import { FileDropZone } from './file-drop-zone.tsx';

/** Spec section 9: tab 1 is the title tab, tab 2 the publisher tab; they double as the job type codes. */
const tabs: { jobType: JobTypeCode; label: string; help: string }[] = [
  { jobType: JOB_TYPE_TITLE, label: uiTexts.jobTypeTitle, help: uiTexts.titleTabHelp },
  { jobType: JOB_TYPE_PUBLISHER, label: uiTexts.jobTypePublisher, help: uiTexts.publisherTabHelp },
];

function UploadProgress({ percent }: { percent: number }) {
  const isSent = percent >= 100;
  return (
    <Stack gap={8} w={300} align="stretch">
      <Text fw={600} ta="center">
        {isSent ? uiTexts.creatingJob : `${uiTexts.uploading} ${percent}%`}
      </Text>
      <Progress value={percent} aria-label={uiTexts.uploadProgressLabel} animated={isSent} striped={isSent} />
    </Stack>
  );
}

interface SubmitJobFormProps {
  /** Told once the API has created the job, so the screen can refresh what lists jobs. */
  onJobCreated?: (jobId: number) => void;
}

/**
 * The Submit Enrichment Job form (spec sections 2, 4 and 5, Upload): choose a tab and a file, submit, and follow
 * the link to the new job. States: no file, file selected, submitting (an overlay with the upload progress), job
 * created (the upload controls and Submit are gone and the file can no longer change).
 */
export function SubmitJobForm({ onJobCreated }: SubmitJobFormProps) {
  const [jobType, setJobType] = useState<JobTypeCode>(JOB_TYPE_TITLE);
  const [file, setFile] = useState<File | null>(null);
  const [isTooLarge, setIsTooLarge] = useState(false);
  const [percent, setPercent] = useState(0);
  const [createdJob, setCreatedJob] = useState<UploadResponse | null>(null);
  const submission = useSubmitInventory();
  const isSubmitting = submission.isPending;
  const isLocked = isSubmitting || createdJob !== null;
  const links = templateLinksFor(jobType);

  const chooseFile = (chosen: File) => {
    const problem = checkInventoryFile(chosen);
    if (problem === 'type') {
      notify.warning(validationMessages.uploadInvalidType);
      return;
    }
    setIsTooLarge(problem === 'size');
    if (problem === 'size') return;
    setFile(chosen);
  };

  const submit = () => {
    if (!file) {
      notify.warning(validationMessages.uploadMissing);
      return;
    }
    setPercent(0);
    submission.mutate(
      { file, jobType, onProgress: setPercent },
      {
        onSuccess: (response) => {
          setCreatedJob(response);
          notify.success(feedbackMessages.uploadSucceeded);
          onJobCreated?.(response.JobID);
        },
        onError: (error) => notify.error(uploadFailureMessage(error)),
      },
    );
  };

  const startOver = () => {
    setFile(null);
    setCreatedJob(null);
    setIsTooLarge(false);
    setPercent(0);
    submission.reset();
  };

  const panel = (help: string) => (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} pos="relative">
      <LoadingOverlay
        visible={isSubmitting}
        zIndex={50}
        overlayProps={{ blur: 1, backgroundOpacity: 0.55 }}
        loaderProps={{ children: <UploadProgress percent={percent} /> }}
      />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <Text c="dimmed">{help}</Text>

          {!createdJob && <FileDropZone onFile={chooseFile} isDisabled={isSubmitting} />}

          {isTooLarge && (
            <Alert color="red" withCloseButton closeButtonLabel={uiTexts.close} onClose={() => setIsTooLarge(false)}>
              {validationMessages.uploadTooLarge}
            </Alert>
          )}

          {file && (
            <Group
              gap="sm"
              wrap="nowrap"
              p="sm"
              style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
              aria-label={uiTexts.selectedFile}
              role="group"
            >
              <IconFile size={20} aria-hidden />
              <Text fw={600} style={{ flex: 1, minWidth: 0, wordBreak: 'break-all' }}>
                {file.name}
              </Text>
              <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size)}
              </Text>
              {!isLocked && <CloseButton aria-label={uiTexts.removeFile} onClick={() => setFile(null)} />}
            </Group>
          )}

          {jobType === JOB_TYPE_TITLE && (
            <Stack gap={6}>
              <Title order={3} fz="sm">
                {uiTexts.datapacksLabel}
              </Title>
              <Group gap="xl">
                {/* Spec section 2: both datapacks are always checked and locked on the title tab. */}
                <Checkbox label={uiTexts.datapackLifecycle} checked disabled readOnly />
                <Checkbox label={uiTexts.datapackOpenSource} checked disabled readOnly />
              </Group>
              <Text fz="xs" c="dimmed">
                {uiTexts.datapacksHelp}
              </Text>
            </Stack>
          )}

          <Stack gap={6}>
            <Title order={3} fz="sm">
              {uiTexts.downloadsLabel}
            </Title>
            <Group gap="lg">
              {[
                { href: links.csvTemplate, label: uiTexts.csvTemplate },
                { href: links.jsonTemplate, label: uiTexts.jsonTemplate },
                { href: links.sampleDataset, label: uiTexts.sampleDataset },
              ].map((link) => (
                <Anchor key={link.label} href={link.href} download fz="sm">
                  <Group gap={4} component="span">
                    <IconDownload size={14} aria-hidden />
                    {link.label}
                  </Group>
                </Anchor>
              ))}
            </Group>
          </Stack>

          {createdJob && (
            <Alert color="green" icon={<IconCircleCheck size={20} />} title={uiTexts.jobCreatedTitle}>
              <Stack gap="xs" align="flex-start">
                <Text fz="sm">{createdJob.message}</Text>
                <Anchor component={Link} to={paths.enrichWithJob(createdJob.JobID)} fw={600} fz="sm">
                  {uiTexts.viewCreatedJob(createdJob.JobID)}
                </Anchor>
                <Button variant="subtle" size="compact-sm" px={0} onClick={startOver}>
                  {uiTexts.submitAnotherFile}
                </Button>
              </Stack>
            </Alert>
          )}

          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={paths.enrich} variant="default">
              {uiTexts.cancel}
            </Button>
            {!createdJob && (
              <Button type="submit" disabled={isSubmitting}>
                {uiTexts.submit}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );

  return (
    <Tabs
      value={String(jobType)}
      onChange={(value) => {
        if (!isLocked && value) setJobType(Number(value) === JOB_TYPE_PUBLISHER ? JOB_TYPE_PUBLISHER : JOB_TYPE_TITLE);
      }}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.jobType} value={String(tab.jobType)} disabled={isLocked && tab.jobType !== jobType}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.jobType} value={String(tab.jobType)}>
          {panel(tab.help)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
