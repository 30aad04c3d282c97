import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { feedbackMessages, type SignInResponse } from '@rnorm/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AgreementLabel } from '../../../components/agreement-label.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useSignIn } from '../api/sign-in.ts';
import { SignInFormSchema, type SignInFormInput, type SignInFormOutput } from '../sign-in-form-schema.ts';

interface SignInFormProps {
  onSignedIn: (response: SignInResponse) => void;
  /** The API refused the sign-in until the password is changed; the token lets the reset skip approval. */
  onPasswordChangeRequired: (resetToken: string | undefined) => void;
}

export function SignInForm({ onSignedIn, onPasswordChangeRequired }: SignInFormProps) {
  const form = useForm<SignInFormInput, unknown, SignInFormOutput>({
    resolver: zodResolver(SignInFormSchema),
    defaultValues: { username: '', password: '', agree: false },
  });
  const signIn = useSignIn();
  const { errors } = form.formState;
  // Stays locked after success too: the page is about to be replaced, and a second click would sign in twice.
  const isBusy = signIn.isPending || signIn.isSuccess;

  const submit = form.handleSubmit((values) => {
    signIn.mutate(
      { ...values, agree: true },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          if (error instanceof ApiError && error.body?.redirect === 1) {
            notify.warning(error.body.message);
            onPasswordChangeRequired(error.body.reset_token);
            return;
          }
          notify.error(errorMessage(error, feedbackMessages.somethingWentWrong));
        },
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          {...form.register('username')}
          error={errors.username?.message}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          {...form.register('password')}
          error={errors.password?.message}
        />
        <Checkbox label={<AgreementLabel />} {...form.register('agree')} error={errors.agree?.message} />
        <Button type="submit" fullWidth size="md" disabled={isBusy} style={{ opacity: isBusy ? 0.6 : 1 }}>
          SIGN IN
        </Button>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={paths.forgotPassword} fz="sm">
            {uiTexts.forgotPassword}
          </Anchor>
          <Anchor component={Link} to={paths.registration} fz="sm">
            {uiTexts.registerLink}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
