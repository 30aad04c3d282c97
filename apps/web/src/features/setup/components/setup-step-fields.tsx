import { PasswordInput, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { CATALOG_DB_NAME, METRICS_DB_NAME } from '@rnorm/contracts';
import type { Ref } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { setupTexts as t } from '../../../config/setup-texts.ts';
import type { SetupFormInput, SetupFormOutput } from '../setup-form-schema.ts';

export type SetupForm = UseFormReturn<SetupFormInput, unknown, SetupFormOutput>;

/**
 * A visible label, and the same text as the accessible name: the label element also holds the required asterisk,
 * so without it a query for the exact label text (Playwright's `getByLabel('Password', { exact: true })`) misses.
 */
const labelled = (text: string) => ({ label: text, 'aria-label': text });

/** The fixed administrator username (spec sections 6 and 9). */
const ADMIN_USERNAME = 'admin';

interface SetupStepFieldsProps {
  step: number;
  form: SetupForm;
  /** The step's heading takes the focus when the step changes, so a screen reader announces the new step. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The fields of one wizard step (spec section 2); only the current step is on screen. */
export function SetupStepFields({ step, form, headingRef }: SetupStepFieldsProps) {
  const { errors } = form.formState;
  const heading = (text: string) => (
    <Title order={2} fz="lg" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
      {text}
    </Title>
  );

  /** The CatalogDB and MetricsDB steps: the same fields, each pair feeding its own part of the payload. */
  const databaseStep = (title: string, prefix: 'db' | 'metrics', databaseName: string) => {
    const field = <TSuffix extends 'host' | 'port' | 'username' | 'password'>(suffix: TSuffix) =>
      `${prefix}_${suffix}` as const;
    return (
      <Stack gap="md">
        {heading(title)}
        <TextInput
          {...labelled(t.dbHost)}
          autoComplete="off"
          withAsterisk
          {...form.register(field('host'))}
          error={errors[field('host')]?.message}
        />
        <TextInput
          {...labelled(t.dbPort)}
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
          {...form.register(field('port'))}
          error={errors[field('port')]?.message}
        />
        <TextInput
          {...labelled(t.dbUsername)}
          autoComplete="off"
          withAsterisk
          {...form.register(field('username'))}
          error={errors[field('username')]?.message}
        />
        <PasswordInput
          {...labelled(t.dbPassword)}
          autoComplete="off"
          withAsterisk
          {...form.register(field('password'))}
          error={errors[field('password')]?.message}
        />
        <TextInput {...labelled(t.database)} value={databaseName} readOnly />
      </Stack>
    );
  };

  switch (step) {
    case 0:
      return (
        <Stack gap="md">
          {heading(t.welcomeHeading)}
          <Text>{t.welcomeText}</Text>
          <TextInput
            {...labelled(t.apiEndpoint)}
            description={t.apiEndpointHelp}
            type="url"
            autoComplete="url"
            withAsterisk
            {...form.register('api_endpoint')}
            error={errors.api_endpoint?.message}
          />
        </Stack>
      );
    case 1:
      return (
        <Stack gap="md">
          {heading(t.licenseHeading)}
          <Textarea
            {...labelled(t.licenseKey)}
            description={t.licenseKeyHelp}
            rows={5}
            resize="vertical"
            spellCheck={false}
            autoComplete="off"
            withAsterisk
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', wordBreak: 'break-all' } }}
            {...form.register('license_jwt')}
            error={errors.license_jwt?.message}
          />
          <TextInput
            {...labelled(t.updateServer)}
            description={t.updateServerHelp}
            type="url"
            autoComplete="off"
            withAsterisk
            {...form.register('update_server')}
            error={errors.update_server?.message}
          />
        </Stack>
      );
    case 2:
      return databaseStep(t.catalogDbHeading, 'db', CATALOG_DB_NAME);
    case 3:
      return databaseStep(t.metricsDbHeading, 'metrics', METRICS_DB_NAME);
    case 4:
      return (
        <Stack gap="md">
          {heading(t.cacheHeading)}
          <TextInput
            {...labelled(t.redisHost)}
            autoComplete="off"
            withAsterisk
            {...form.register('redis_host')}
            error={errors.redis_host?.message}
          />
          <TextInput
            {...labelled(t.redisPort)}
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
            {...form.register('redis_port')}
            error={errors.redis_port?.message}
          />
          <TextInput {...labelled(t.redisUsername)} value={t.redisDefaultUsername} disabled />
          <PasswordInput
            {...labelled(t.redisPassword)}
            description={t.redisPasswordHelp}
            autoComplete="off"
            {...form.register('redis_password')}
            error={errors.redis_password?.message}
          />
        </Stack>
      );
    default:
      return (
        <Stack gap="md">
          {heading(t.adminHeading)}
          <Text>{t.adminText}</Text>
          <TextInput {...labelled(t.username)} value={ADMIN_USERNAME} readOnly autoComplete="username" />
          <PasswordInput
            {...labelled(t.password)}
            autoComplete="new-password"
            withAsterisk
            {...form.register('admin_password')}
            error={errors.admin_password?.message}
          />
          <PasswordInput
            {...labelled(t.confirmPassword)}
            autoComplete="new-password"
            withAsterisk
            {...form.register('confirm_password')}
            error={errors.confirm_password?.message}
          />
        </Stack>
      );
  }
}
