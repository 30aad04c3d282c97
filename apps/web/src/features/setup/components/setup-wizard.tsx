import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { feedbackMessages, SETUP_RELOAD_MS } from '@rnorm/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { ConfirmModal } from '../../../components/ui/confirm-modal.tsx';
import { setRuntimeApiBaseUrl } from '../../../config/runtime-env.ts';
import { setupTexts as t } from '../../../config/setup-texts.ts';
import { notify } from '../../../lib/notify.ts';
import { checkApiEndpoint } from '../api/check-api-endpoint.ts';
import { initializeSetup } from '../api/initialize-setup.ts';
import { updateWebEnv } from '../api/update-web-env.ts';
import { validateLicense } from '../api/validate-license.ts';
import {
  emptySetupForm,
  SETUP_STEP_COUNT,
  SETUP_STEP_FIELDS,
  SetupFormSchema,
  toSetupRequest,
  withoutTrailingSlash,
  type SetupFormInput,
  type SetupFormOutput,
} from '../setup-form-schema.ts';
import { SetupCallError } from '../setup-http.ts';
import { EulaModal } from './eula-modal.tsx';
import { SetupStepFields } from './setup-step-fields.tsx';

const LAST_STEP = SETUP_STEP_COUNT - 1;
const LICENSE_STEP = 1;

type BusyWith = 'endpoint' | 'license' | 'submit' | null;
type OpenDialog = 'eula' | 'decline' | null;

const busyTexts: Record<Exclude<BusyWith, null>, string> = {
  endpoint: t.checkingEndpoint,
  license: t.checkingLicense,
  submit: t.submitting,
};

interface SetupWizardProps {
  /** The API Endpoint's first value: the runtime setting, else the address this app is served from. */
  initialApiEndpoint: string;
  /** Called SETUP_RELOAD_MS after the setup has started; the reloaded page shows the initialization status. */
  reloadPage?: () => void;
}

/**
 * The six-step first-run wizard (spec sections 2 and 4, Wizard). Next checks the current step's fields; step 1 also
 * checks the API endpoint and stores it on the host serving the app, step 2 checks the licence key with the update
 * server and, the first time, asks for the EULA. Submit on step 6 starts the setup.
 */
export function SetupWizard({ initialApiEndpoint, reloadPage = () => window.location.reload() }: SetupWizardProps) {
  const form = useForm<SetupFormInput, unknown, SetupFormOutput>({
    resolver: zodResolver(SetupFormSchema),
    defaultValues: emptySetupForm(initialApiEndpoint),
    mode: 'onTouched',
  });
  const [step, setStep] = useState(0);
  const [busyWith, setBusyWith] = useState<BusyWith>(null);
  const [openDialog, setOpenDialog] = useState<OpenDialog>(null);
  const [isEulaAccepted, setIsEulaAccepted] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMovedRef = useRef(false);
  const reloadTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isBusy = busyWith !== null;

  useEffect(() => () => clearTimeout(reloadTimerRef.current), []);
  useEffect(() => {
    // Not on the first render: the page has only just opened and the focus belongs where the user puts it.
    if (hasMovedRef.current) headingRef.current?.focus();
  }, [step]);

  const moveTo = (nextStep: number) => {
    hasMovedRef.current = true;
    setStep(nextStep);
  };

  /** Step 1: an rnorm API must answer at the address, and the host serving the app must store it. */
  const confirmApiEndpoint = async (apiEndpoint: string): Promise<boolean> => {
    try {
      await checkApiEndpoint(apiEndpoint);
    } catch (error) {
      const isUnreachable = error instanceof SetupCallError && error.failure === 'network';
      notify.error(isUnreachable ? feedbackMessages.setupEndpointUnreachable : feedbackMessages.setupFailed);
      return false;
    }
    try {
      const { updated } = await updateWebEnv(apiEndpoint);
      if (!updated) throw new Error('The host did not store the API address.');
    } catch {
      notify.error(feedbackMessages.setupFailed);
      return false;
    }
    setRuntimeApiBaseUrl(apiEndpoint);
    return true;
  };

  /** Step 2: the update server must accept the key. A refused key (or no answer) throws; any other status fails. */
  const confirmLicense = async (updateServer: string, licenseJwt: string): Promise<boolean> => {
    try {
      const answer = await validateLicense(updateServer, licenseJwt);
      if (answer.status === 'success') return true;
      notify.error(feedbackMessages.setupFailed);
      return false;
    } catch (error) {
      if (error instanceof SetupCallError && error.failure === 'answer') {
        notify.error(feedbackMessages.setupFailed);
        return false;
      }
      notify.error(feedbackMessages.setupInvalidLicense);
      if (error instanceof SetupCallError && error.failure === 'network') {
        form.setError('update_server', { message: t.updateServerUnreachable });
      } else if (error instanceof SetupCallError && error.reason) {
        form.setError('license_jwt', { message: error.reason });
      }
      return false;
    }
  };

  const goNext = async () => {
    if (isBusy) return;
    const fields = SETUP_STEP_FIELDS[step];
    if (!fields || !(await form.trigger([...fields], { shouldFocus: true }))) return;
    const values = form.getValues();
    if (step === 0) {
      setBusyWith('endpoint');
      const isConfirmed = await confirmApiEndpoint(withoutTrailingSlash(values.api_endpoint));
      setBusyWith(null);
      if (!isConfirmed) return;
    }
    if (step === LICENSE_STEP) {
      setBusyWith('license');
      const isConfirmed = await confirmLicense(values.update_server.trim(), values.license_jwt.trim());
      setBusyWith(null);
      if (!isConfirmed) return;
      if (!isEulaAccepted) {
        setOpenDialog('eula');
        return;
      }
    }
    moveTo(step + 1);
  };

  const goBack = () => {
    if (isBusy || step === 0) return;
    moveTo(step - 1);
  };

  const startSetup = async (values: SetupFormOutput) => {
    setBusyWith('submit');
    try {
      const answer = await initializeSetup(values.api_endpoint, toSetupRequest(values));
      if (answer.status === 'error') {
        if (answer.messages.length === 0) notify.error(feedbackMessages.setupFailed);
        for (const message of answer.messages) notify.error(message);
        setBusyWith(null);
        return;
      }
      for (const message of answer.messages) notify.success(message);
      // Stays busy until the reload: the setup runs on the server now.
      reloadTimerRef.current = setTimeout(reloadPage, SETUP_RELOAD_MS);
    } catch (error) {
      const isRejected = error instanceof SetupCallError && error.failure === 'status' && error.status === 400;
      notify.error(isRejected && error.reason ? error.reason : feedbackMessages.setupFailed);
      setBusyWith(null);
    }
  };

  /** A field of an earlier step is invalid (it should not happen, each Next checks its step): show that step. */
  const showFirstInvalidStep = (errors: FieldErrors<SetupFormInput>) => {
    const invalidStep = SETUP_STEP_FIELDS.findIndex((fields) => fields.some((field) => errors[field]));
    if (invalidStep >= 0 && invalidStep !== step) moveTo(invalidStep);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    if (step < LAST_STEP) void goNext();
    else void form.handleSubmit(startSetup, showFirstInvalidStep)(event);
  };

  const acceptEula = () => {
    setIsEulaAccepted(true);
    setOpenDialog(null);
    moveTo(LICENSE_STEP + 1);
  };

  const restart = () => {
    setOpenDialog(null);
    form.reset(emptySetupForm(initialApiEndpoint));
    moveTo(0);
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-busy={isBusy}>
        <Stack gap="xl">
          <Stepper active={step} size="sm" iconSize={32} aria-label={t.stepsLabel} allowNextStepsSelect={false}>
            {t.stepLabels.map((label) => (
              <Stepper.Step key={label} label={label} />
            ))}
          </Stepper>
          <SetupStepFields key={step} step={step} form={form} headingRef={headingRef} />
          <Group justify="space-between" gap="sm">
            <Button variant="default" onClick={goBack} disabled={isBusy || step === 0}>
              {t.previous}
            </Button>
            <Group gap="sm">
              {busyWith && (
                <Text size="sm" c="dimmed" role="status">
                  {busyTexts[busyWith]}
                </Text>
              )}
              <Button type="submit" disabled={isBusy} loading={isBusy}>
                {step === LAST_STEP ? t.submit : t.next}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <EulaModal isOpen={openDialog === 'eula'} onAccept={acceptEula} onDecline={() => setOpenDialog('decline')} />
      <ConfirmModal
        isOpen={openDialog === 'decline'}
        title={t.declineTitle}
        message={t.declineText}
        confirmLabel={t.ok}
        cancelLabel={t.cancel}
        onConfirm={restart}
        onCancel={() => setOpenDialog('eula')}
      />
    </>
  );
}
