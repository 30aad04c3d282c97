import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { feedbackMessages, type SignInResponse } from '@rnorm/contracts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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

type FieldName = keyof SignInFormInput;
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_ORDER: readonly FieldName[] = ['username', 'password', 'agree'];

/** The schema's first message for each field, or the values it passes. */
function validate(values: SignInFormInput): { values: SignInFormOutput } | { errors: FieldErrors } {
  const parsed = SignInFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as FieldName;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The sign-in form keeps its three fields itself rather than through react-hook-form, as the other forms do: it is the
 * first page, and leaving the library (14.5 kB gzipped) to the screens after it keeps that page within issue 30's
 * 200 kB. It behaves as those forms do: validated by the schema on submit, again on each change once submitted, with
 * the first invalid field focused.
 */
export function SignInForm({ onSignedIn, onPasswordChangeRequired }: SignInFormProps) {
  const [fields, setFields] = useState<SignInFormInput>({ username: '', password: '', agree: false });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const agreeInput = useRef<HTMLInputElement>(null);
  const signIn = useSignIn();
  // Stays locked after success too: the page is about to be replaced, and a second click would sign in twice.
  const isBusy = signIn.isPending || signIn.isSuccess;

  const change = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...fields, [field]: field === 'agree' ? event.currentTarget.checked : event.currentTarget.value };
    setFields(next);
    if (isSubmitted) {
      const result = validate(next);
      setErrors('errors' in result ? result.errors : {});
    }
  };
  const field = (name: FieldName) => ({ name, onChange: change(name) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const result = validate(fields);
    if ('errors' in result) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((name) => result.errors[name] !== undefined);
      const inputs = { username: usernameInput, password: passwordInput, agree: agreeInput };
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors({});
    signIn.mutate(
      { ...result.values, agree: true },
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
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          withAsterisk
          value={fields.username}
          ref={usernameInput}
          {...field('username')}
          error={errors.username}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          withAsterisk
          value={fields.password}
          ref={passwordInput}
          {...field('password')}
          error={errors.password}
        />
        <Checkbox
          label={<AgreementLabel />}
          checked={fields.agree}
          ref={agreeInput}
          {...field('agree')}
          error={errors.agree}
        />
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
