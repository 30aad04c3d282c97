import type { LegalDocument } from '../legal-document.ts';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: 'May 13, 2025',
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: [
        'Account information: when you register for rnorm we collect your e-mail address, which must be ' +
          "at your company's e-mail domain, together with the details needed to link your account to your " +
          'company and record its approval status. Your password is never stored in readable form; we keep ' +
          'only an Argon2id hash of it.',
        'Inventory data: rnorm processes the software inventory data you upload, such as publisher, title ' +
          'and version rows exported from Add/Remove Programs, SCCM, Intune or osquery, and the normalized ' +
          'and enriched results produced from it.',
        'Session and access data: when you sign in, rnorm sets the cookies authKey, userId and ' +
          'customerId, which keep your session active for 7 days. If you create API keys, we store only a ' +
          'hash of each key, and keys expire after 7 days.',
      ],
    },
    {
      heading: 'Use of Information',
      paragraphs: [
        'We use account information to create and secure your account, to let your company administrator ' +
          'approve or remove access, to keep you signed in and to communicate with you about the service.',
        'We use inventory data only to provide rnorm to you: to normalize and enrich your rows, to return ' +
          'the results and to keep them available to authorized users at your company.',
        'We may also use account and session information as needed to operate and secure rnorm, to ' +
          'investigate misuse and to comply with legal obligations. We do not sell personal information or ' +
          'inventory data, and we do not use it for advertising.',
      ],
    },
    {
      heading: 'User Data Ownership and Usage',
      paragraphs: [
        'Inventory data uploaded to rnorm, and the results produced from it, belong to the customer. It ' +
          'is visible only to users who have been approved for that customer.',
        "We do not use one customer's inventory data to provide results to another customer, and we do " +
          'not share it with third parties except as described in this policy or as required by law.',
        'rnorm may be self-hosted by a customer on its own infrastructure. In that case the customer ' +
          'controls the data held in its installation, including where it is stored, who can access it and ' +
          'how long it is kept, and the rnorm vendor does not receive that data.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'We protect information with measures appropriate to its sensitivity. Passwords are stored only ' +
          'as Argon2id hashes, and API keys are stored only as hashes and expire after 7 days, so neither ' +
          'can be read back from storage.',
        'Access to inventory data requires an authenticated account that has been approved by the ' +
          "customer's administrator, and data is kept separate for each customer.",
        'No system is completely secure. Please keep your password and API keys confidential, and tell ' +
          'your company administrator promptly if you believe your account has been compromised. For ' +
          'self-hosted installations, the customer is responsible for securing the infrastructure on which ' +
          'rnorm runs.',
      ],
    },
    {
      heading: 'Third-Party Services',
      paragraphs: [
        'Where the rnorm vendor operates rnorm, we may use infrastructure providers, such as hosting or ' +
          'e-mail services, to run it. These providers process information only on our behalf and only as ' +
          'needed to provide their services.',
        'End-of-life dates, licence information and identifiers are derived from reference data about ' +
          'software products. We do not share your inventory data with the publishers of the software it ' +
          'describes, or with any other third party for its own purposes.',
        'Where rnorm is self-hosted, the customer chooses and is responsible for any third-party services ' +
          'used in its installation.',
      ],
    },
    {
      heading: "Children's Privacy",
      paragraphs: [
        'rnorm is a business service intended for employees and contractors of organizations. It is not ' +
          'directed to children under 13, and children under 13 are not permitted to create an account or ' +
          'use rnorm.',
        'We do not knowingly collect personal information from children under 13. If we learn that we ' +
          'have collected such information, we will delete it and close the related account.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We may update this Privacy Policy from time to time to reflect changes to rnorm or to legal ' +
          'requirements. The date at the top of this page shows when it was last changed.',
        'If we make material changes, we will take reasonable steps to let users know, for example by a ' +
          'notice in rnorm. Continuing to use rnorm after changes take effect means you accept the updated ' +
          'policy.',
      ],
    },
  ],
};
