import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { paths } from '../../../config/paths.ts';
import { uiTexts } from '../../../config/ui-texts.ts';
import type { LegalDocument } from '../legal-document.ts';

/** How long to wait for window.close() to take effect before concluding the browser refused it. */
const CLOSE_CHECK_MS = 150;

/** A policy document with its numbered sections and a CLOSE button (spec section 2, Legal pages). */
export function LegalPage({ document }: { document: LegalDocument }) {
  const navigate = useNavigate();

  const close = () => {
    window.close();
    // Browsers close only tabs that a link or a script opened; a tab the user opened directly goes to sign-in.
    window.setTimeout(() => {
      if (!window.closed) void navigate(paths.signIn);
    }, CLOSE_CHECK_MS);
  };

  return (
    <Box bg="var(--mantine-color-gray-0)" mih="100vh" py={{ base: 'md', sm: 'xl' }}>
      <Container size="md">
        {/* Sticky, so CLOSE stays at hand at the end of a long document. */}
        <Group
          justify="space-between"
          mb="lg"
          py="xs"
          pos="sticky"
          top={0}
          bg="var(--mantine-color-gray-0)"
          style={{ zIndex: 1 }}
        >
          <BrandMark />
          <Button onClick={close}>{uiTexts.legalClose}</Button>
        </Group>
        <Paper component="article" withBorder radius="md" p={{ base: 'md', sm: 40 }}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {document.title}
          </Title>
          <Text c="dimmed" mt={6} mb="xl">
            {uiTexts.legalLastUpdated} {document.lastUpdated}
          </Text>
          <Stack gap="xl">
            {document.sections.map((section, index) => (
              <Box component="section" key={section.heading}>
                <Title order={2} fz="lg" mb="xs">
                  {index + 1}. {section.heading}
                </Title>
                <Stack gap="sm">
                  {section.paragraphs.map((paragraph) => (
                    <Text key={paragraph} lh={1.65}>
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
