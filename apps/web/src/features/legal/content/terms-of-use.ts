import type { LegalDocument } from '../legal-document.ts';

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: 'May 13, 2025',
  sections: [
    {
      heading: 'Acceptance of Terms',
      paragraphs: [
        'These Terms of Use govern your access to and use of rnorm, a web application for normalizing and ' +
          'enriching software inventory data. By creating an account, signing in, uploading data or ' +
          'otherwise using rnorm, you agree to these terms. If you do not agree, do not use rnorm.',
        'If you use rnorm on behalf of a company or other organization, you confirm that you are ' +
          'authorized to accept these terms on its behalf, and "you" refers to both you and that ' +
          'organization.',
        'In these terms, "we", "us" and "the rnorm vendor" refer to the provider of rnorm. "Customer" ' +
          'means the organization whose e-mail domain an account is registered under.',
      ],
    },
    {
      heading: 'Description of Service',
      paragraphs: [
        'rnorm accepts software inventory data, such as publisher, title and version rows exported from ' +
          'Add/Remove Programs, Microsoft Configuration Manager (SCCM), Microsoft Intune, osquery and ' +
          'similar tools. It returns the rows in a normalized form and enriched with additional ' +
          'information, including end-of-life dates, licence information and standard identifiers such as ' +
          'CPE names and package URLs (purl).',
        'Enrichment results are produced by automated matching against reference data and are provided ' +
          'for information only. Software titles can be ambiguous, and reference data can be incomplete or ' +
          'out of date, so you should review results before relying on them for security, compliance, ' +
          'licensing or purchasing decisions.',
        'rnorm can be operated by the rnorm vendor or self-hosted by a customer on its own ' +
          'infrastructure. We may add, change or remove features over time.',
      ],
    },
    {
      heading: 'Account Registration and Responsibilities',
      paragraphs: [
        "To use rnorm you must register with an e-mail address at your company's e-mail domain. New " +
          "accounts must be approved by your company's administrator before they can access the customer's " +
          'data. Administrators are responsible for approving only people who are entitled to act for the ' +
          'company, and for removing access when it is no longer needed.',
        'You must provide accurate registration information and keep your password confidential. Your ' +
          'password is stored only as an Argon2id hash, so we cannot recover it for you. API keys are ' +
          'stored only as hashes, so they cannot be retrieved after creation, and they expire after 7 days.',
        'You are responsible for all activity under your account and API keys. Tell your company ' +
          'administrator, and the rnorm vendor where we operate the service, promptly if you suspect that ' +
          'your account, password or API key has been compromised.',
      ],
    },
    {
      heading: 'User Data and Ownership',
      paragraphs: [
        'The inventory data you upload, and the normalized and enriched results produced from it, belong ' +
          'to the customer. We do not claim ownership of that data.',
        'You grant the rnorm vendor only the limited permission needed to store, process and return that ' +
          'data in order to provide rnorm to you. We use inventory data only to provide the service, and we ' +
          'do not sell it.',
        'You are responsible for making sure you have the right to upload the data you submit, and that ' +
          "doing so complies with your organization's policies and any agreements that apply to it. Where " +
          'rnorm is self-hosted, the customer controls where its data is stored and how it is handled.',
      ],
    },
    {
      heading: 'Privacy Policy',
      paragraphs: [
        'Our Privacy Policy explains what information rnorm collects, how it is used and how it is ' +
          'protected. It forms part of these terms, and by using rnorm you acknowledge that you have read ' +
          'it.',
        'Where rnorm is self-hosted by your company, your company controls the personal information and ' +
          'inventory data held in its installation. Questions about that data should be directed to your ' +
          'company administrator.',
      ],
    },
    {
      heading: 'Prohibited Conduct',
      paragraphs: [
        'You may not use rnorm to break the law, to infringe the rights of others or to upload data you ' +
          'are not permitted to share. You may not upload malicious code or content unrelated to software ' +
          'inventory.',
        'You may not try to access accounts, data or customers other than your own, bypass authentication ' +
          'or company approval, probe or test the security of a service operated by the rnorm vendor ' +
          'without our written permission, or interfere with its normal operation, for example by sending ' +
          'excessive automated requests.',
        'You may not share your account or API keys with people outside your organization, resell or ' +
          'redistribute access to rnorm, or use rnorm or its results to build a competing data set or ' +
          'service.',
      ],
    },
    {
      heading: 'Free Trial Use Restrictions',
      paragraphs: [
        'We may offer a free trial so that you can evaluate rnorm. A trial is intended for evaluation ' +
          'only and may be limited in duration, data volume, number of requests or available features.',
        'You may not create multiple accounts or companies, or use other means, to extend a trial or get ' +
          'around its limits. The trial is provided "as is", without any service level or support ' +
          'commitment.',
        'We may change or end a trial at any time. When a trial ends, access may be suspended until a ' +
          'paid plan is in place, and data uploaded during the trial may be deleted after a reasonable ' +
          'period.',
      ],
    },
    {
      heading: 'Termination of Access',
      paragraphs: [
        'You may stop using rnorm at any time. Your company administrator can remove your access to the ' +
          "customer's data.",
        'We may suspend or terminate access to a service we operate, with or without notice, if you ' +
          'breach these terms, if your use puts rnorm, other customers or third parties at risk, or if we ' +
          'are required to do so by law.',
        'When access ends, your right to use rnorm ends with it. Sections that by their nature should ' +
          'continue, including User Data and Ownership, Prohibited Conduct and Limitation of Liability, ' +
          'remain in effect.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'rnorm is provided "as is" and "as available". To the fullest extent permitted by law, we make no ' +
          'warranties, express or implied, including warranties of merchantability, fitness for a ' +
          'particular purpose, accuracy or non-infringement, and we do not guarantee that rnorm will be ' +
          'uninterrupted or error-free.',
        'End-of-life dates, licence information, identifiers and other enrichment results may be ' +
          'incomplete or incorrect. You remain responsible for decisions you make based on them.',
        'To the fullest extent permitted by law, the rnorm vendor is not liable for any indirect, ' +
          'incidental, special, consequential or punitive damages, or for any loss of profits, revenue or ' +
          'data, arising from your use of or inability to use rnorm. Nothing in these terms limits ' +
          'liability that cannot be limited under applicable law.',
      ],
    },
    {
      heading: 'Amendments',
      paragraphs: [
        'We may update these Terms of Use from time to time. The date at the top of this page shows when ' +
          'they were last changed.',
        'If we make material changes, we will take reasonable steps to let users know, for example by a ' +
          'notice in rnorm. Continuing to use rnorm after changes take effect means you accept the updated ' +
          'terms. If you do not agree with them, stop using rnorm.',
      ],
    },
  ],
};
