import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { feedbackMessages } from '@rnorm/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useResetPassword } from '../api/reset-password.ts';
import {
  PasswordResetFormSchema,
  type PasswordResetFormInput,
  type PasswordResetFormOutput,
} from '../password-reset-form-schema.ts';

interface PasswordResetFormProps {
  /** Lets the API change the password at once instead of queueing the request for an administrator. */
  resetToken?: string | undefined;
  onDone: () => void;
}

export function PasswordResetForm({ resetToken, onDone }: PasswordResetFormProps) {
  const form = useForm<PasswordResetFormInput, unknown, PasswordResetFormOutput>({
    resolver: zodResolver(PasswordResetFormSchema),
    defaultValues: { customer_id: '', email: '', password: '', reset_code: '' },
  });
  const resetPassword = useResetPassword();
  const { errors } = form.formState;
  const isBusy = resetPassword.isPending || resetPassword.isSuccess;

  const submit = form.handleSubmit(({ reset_code: resetCode, ...values }) => {
    const proof = resetToken ? { reset_token: resetToken } : resetCode?.trim() ? { reset_code: resetCode.trim() } : {};
    resetPassword.mutate(
      { ...values, ...proof },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error, feedbackMessages.somethingWentWrong)),
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Customer ID"
          inputMode="numeric"
          autoComplete="off"
          withAsterisk
          {...form.register('customer_id')}
          error={errors.customer_id?.message}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.register('email')}
          error={errors.email?.message}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          withAsterisk
          {...form.register('password')}
          error={errors.password?.message}
        />
        {!resetToken && (
          <TextInput
            label={uiTexts.resetCodeLabel}
            description={uiTexts.resetCodeHelp}
            autoComplete="one-time-code"
            spellCheck={false}
            {...form.register('reset_code')}
            error={errors.reset_code?.message}
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component={Link} to={paths.signIn} variant="default">
            CANCEL
          </Button>
          <Button type="submit" disabled={isBusy} style={{ opacity: isBusy ? 0.6 : 1 }}>
            SUBMIT
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
