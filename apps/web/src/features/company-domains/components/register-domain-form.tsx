import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { feedbackMessages, RegisterDomainRequestSchema, type RegisterDomainRequest } from '@rnorm/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { uiTexts } from '../../../config/ui-texts.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { useRegisterDomain } from '../api/register-domain.ts';

type DomainFormOutput = z.output<typeof RegisterDomainRequestSchema>;

/** The Domain field and Save (spec sections 2 and 5); a saved domain clears the field for the next one. */
export function RegisterDomainForm() {
  const form = useForm<RegisterDomainRequest, unknown, DomainFormOutput>({
    resolver: zodResolver(RegisterDomainRequestSchema),
    defaultValues: { domain: '' },
  });
  const registerDomain = useRegisterDomain();
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    registerDomain.mutate(values, {
      onSuccess: () => {
        notify.success(feedbackMessages.domainRegistered);
        form.reset();
      },
      onError: (error) => notify.error(errorMessage(error, feedbackMessages.submitError)),
    });
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Domain"
          placeholder={uiTexts.domainPlaceholder}
          autoComplete="off"
          withAsterisk
          {...form.register('domain')}
          error={errors.domain?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={registerDomain.isPending} loading={registerDomain.isPending}>
            {uiTexts.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
