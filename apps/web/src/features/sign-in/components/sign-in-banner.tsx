import { Box, Stack, Title } from '@mantine/core';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { uiTexts } from '../../../config/ui-texts.ts';

const rawRowWidths = [118, 92, 134, 76, 108];

/** Untidy inventory rows on the left become aligned, checked rows on the right. Decorative only. */
function NormalizationIllustration() {
  return (
    <svg viewBox="0 0 420 230" width="100%" style={{ maxWidth: 460 }} aria-hidden="true" focusable="false">
      <rect x="0" y="0" width="170" height="230" rx="14" fill="rgba(255,255,255,0.10)" />
      {rawRowWidths.map((width, index) => (
        <g key={index} transform={`translate(${16 + (index % 2) * 8}, ${22 + index * 40})`}>
          <rect width={width} height="10" rx="5" fill="rgba(255,255,255,0.55)" />
          <rect y="16" width={width * 0.55} height="7" rx="3.5" fill="rgba(255,255,255,0.28)" />
        </g>
      ))}
      <path d="M186 115h44" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <path d="M220 102l14 13-14 13" fill="none" stroke="#ffffff" strokeWidth="4" strokeLinecap="round" />
      <rect x="250" y="0" width="170" height="230" rx="14" fill="rgba(255,255,255,0.16)" />
      {rawRowWidths.map((_, index) => (
        <g key={index} transform={`translate(266, ${22 + index * 40})`}>
          <circle cx="9" cy="9" r="9" fill="#c3fae8" />
          <path d="M4.5 9.5l3 3 6-6.5" fill="none" stroke="#087f5b" strokeWidth="2.2" strokeLinecap="round" />
          <rect x="28" y="1" width="104" height="9" rx="4.5" fill="#ffffff" />
          <rect x="28" y="15" width="64" height="6" rx="3" fill="rgba(255,255,255,0.6)" />
        </g>
      ))}
    </svg>
  );
}

/** The sign-in screen's banner, shown from medium screens up (spec section 2). */
export function SignInBanner() {
  return (
    <Box
      h="100%"
      p={48}
      style={{
        background: 'linear-gradient(145deg, #0a5d6d 0%, #0b7285 45%, #1971c2 100%)',
        color: 'white',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        gap: 48,
      }}
    >
      <BrandMark isInverted />
      <Stack gap="xl" align="flex-start" style={{ flex: 1, justifyContent: 'center' }}>
        <NormalizationIllustration />
        <Title order={2} c="white" fz={34} lh={1.2} maw={480}>
          {uiTexts.tagline}
        </Title>
      </Stack>
    </Box>
  );
}
