import { Anchor } from '@mantine/core';
import { paths } from '../config/paths.ts';
import { uiTexts } from '../config/ui-texts.ts';

/** The agreement checkbox's label; both documents open in a new tab so a half-filled form is not lost. */
export function AgreementLabel() {
  return (
    <>
      {uiTexts.agreementPrefix}{' '}
      <Anchor href={paths.termsOfUse} target="_blank" rel="noopener" inherit>
        {uiTexts.termsOfUse}
      </Anchor>{' '}
      {uiTexts.agreementJoin}{' '}
      <Anchor href={paths.privacyPolicy} target="_blank" rel="noopener" inherit>
        {uiTexts.privacyPolicy}
      </Anchor>
    </>
  );
}
