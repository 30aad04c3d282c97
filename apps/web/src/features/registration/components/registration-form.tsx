import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Box, Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { feedbackMessages } from '@rnorm/contracts';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AgreementLabel } from '../../../components/agreement-label.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useRegisterUser } from '../api/register-user.ts';
import { DEFAULT_COUNTRY_ISO, findDialCountry } from '../dial-codes.ts';
import {
  RegistrationFormSchema,
  type RegistrationFormInput,
  type RegistrationFormOutput,
} from '../registration-form-schema.ts';
import { CountrySelect } from './country-select.tsx';

/** The phone field's default cap (spec section 9), the longest number E.164 allows. */
const PHONE_MAX_DIGITS = 15;

export function RegistrationForm({ onRegistered }: { onRegistered: () => void }) {
  const form = useForm<RegistrationFormInput, unknown, RegistrationFormOutput>({
    resolver: zodResolver(RegistrationFormSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email_address: '',
      company_id: '',
      country: DEFAULT_COUNTRY_ISO,
      phone: '',
      location: '',
      username: '',
      password: '',
      agree: false,
    },
  });
  const registerUser = useRegisterUser();
  const { errors } = form.formState;
  const isBusy = registerUser.isPending || registerUser.isSuccess;

  const submit = form.handleSubmit(({ country, ...values }) => {
    registerUser.mutate(
      { ...values, countryCode: findDialCountry(country)?.dialCode ?? '', agree: true },
      {
        onSuccess: () => {
          notify.success(feedbackMessages.registrationSent);
          onRegistered();
        },
        onError: (error) => notify.error(errorMessage(error, feedbackMessages.somethingWentWrong)),
      },
    );
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            withAsterisk
            {...form.register('first_name')}
            error={errors.first_name?.message}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            withAsterisk
            {...form.register('last_name')}
            error={errors.last_name?.message}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.register('email_address')}
            error={errors.email_address?.message}
          />
          <TextInput
            label="Company ID"
            inputMode="numeric"
            autoComplete="off"
            withAsterisk
            {...form.register('company_id')}
            error={errors.company_id?.message}
          />
          <Box>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <Controller
                control={form.control}
                name="country"
                render={({ field }) => <CountrySelect value={field.value} onChange={field.onChange} />}
              />
              <Controller
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <TextInput
                    label="Phone"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    withAsterisk
                    maxLength={PHONE_MAX_DIGITS}
                    style={{ flex: 1 }}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onBlur={field.onBlur}
                    // Digits only: the country selector supplies the prefix, and the API wants the bare number.
                    onChange={(event) =>
                      field.onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS))
                    }
                    error={errors.phone?.message}
                  />
                )}
              />
            </Group>
          </Box>
          <TextInput
            label="Location"
            autoComplete="address-level2"
            {...form.register('location')}
            error={errors.location?.message}
          />
          <TextInput
            label="Username"
            autoComplete="username"
            withAsterisk
            {...form.register('username')}
            error={errors.username?.message}
          />
          <PasswordInput
            label="Password"
            autoComplete="new-password"
            withAsterisk
            {...form.register('password')}
            error={errors.password?.message}
          />
        </SimpleGrid>
        <Checkbox label={<AgreementLabel />} {...form.register('agree')} error={errors.agree?.message} />
        <Button type="submit" size="md" disabled={isBusy} style={{ opacity: isBusy ? 0.6 : 1 }}>
          {uiTexts.registerButton}
        </Button>
        <Text ta="center" fz="sm">
          {uiTexts.alreadyRegistered}{' '}
          <Anchor component={Link} to={paths.signIn} inherit>
            {uiTexts.signInLink}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
