import { dataSources } from '../../features/legal/content/data-sources.ts';
import { privacyPolicy } from '../../features/legal/content/privacy-policy.ts';
import { termsOfUse } from '../../features/legal/content/terms-of-use.ts';
import { LegalPage } from '../../features/legal/components/legal-page.tsx';

export function TermsOfUseScreen() {
  return <LegalPage document={termsOfUse} />;
}

export function PrivacyPolicyScreen() {
  return <LegalPage document={privacyPolicy} />;
}

export function DataSourcesScreen() {
  return <LegalPage document={dataSources} />;
}
