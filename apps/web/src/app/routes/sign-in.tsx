import { Box, Center, Grid, Stack, Text, Title } from '@mantine/core';
import type { SignInResponse } from '@rnorm/contracts';
import { useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { paths } from '../../config/paths.ts';
import { uiTexts } from '../../config/ui-texts.ts';
import { saveSession } from '../../lib/cookies.ts';
import { SignInBanner } from '../../features/sign-in/components/sign-in-banner.tsx';
import { SignInForm } from '../../features/sign-in/components/sign-in-form.tsx';
import type { PasswordResetLocationState } from './password-reset.tsx';

export function SignInScreen() {
  const navigate = useNavigate();

  const onSignedIn = (response: SignInResponse) => {
    saveSession({ userId: response.user_id, customerId: response.customer_id });
    // A full page load, not a client-side move: nothing cached from before the sign-in may leak into the session.
    window.location.assign(paths.enrichCreate);
  };

  const onPasswordChangeRequired = (resetToken: string | undefined) => {
    const state: PasswordResetLocationState = { resetToken };
    void navigate(paths.resetPassword, { state });
  };

  return (
    <Grid gap={0} mih="100vh" styles={{ inner: { minHeight: '100vh' } }}>
      <Grid.Col span={{ base: 12, md: 6, lg: 7 }} visibleFrom="md">
        <SignInBanner />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
        <Center component="main" mih="100vh" p={{ base: 'md', sm: 'xl' }}>
          <Stack w="100%" maw={420} gap="lg">
            <Box hiddenFrom="md">
              <BrandMark />
              <Text c="dimmed" mt="xs" fz="sm">
                {uiTexts.tagline}
              </Text>
            </Box>
            <Box>
              <Title order={1} fz={28}>
                {uiTexts.signInTitle}
              </Title>
              <Text c="dimmed" mt={6}>
                {uiTexts.signInSubtitle}
              </Text>
            </Box>
            <SignInForm onSignedIn={onSignedIn} onPasswordChangeRequired={onPasswordChangeRequired} />
          </Stack>
        </Center>
      </Grid.Col>
    </Grid>
  );
}
