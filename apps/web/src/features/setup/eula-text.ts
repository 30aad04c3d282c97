/** The End User License Agreement the setup wizard shows before the installation is configured (spec section 2). */
export interface LicenseAgreement {
  title: string;
  introduction: string;
  sections: { heading: string; paragraphs: string[] }[];
}

export const eulaText: LicenseAgreement = {
  title: 'End User License Agreement',
  introduction:
    'This End User License Agreement ("Agreement") is a contract between you, the organization installing or using ' +
    'rnorm ("Customer" or "you"), and the provider of rnorm ("Licensor", "we" or "us"). rnorm is software that ' +
    'normalizes and enriches software inventory data, together with its content and model packages, updates and ' +
    'documentation (the "Software"). By choosing Accept, you agree to this Agreement on behalf of your ' +
    'organization and confirm that you are authorized to do so. If you do not agree, choose Decline; you may not ' +
    'install or use the Software.',
  sections: [
    {
      heading: 'License Grant',
      paragraphs: [
        'Subject to this Agreement and to payment of the applicable fees, Licensor grants you a non-exclusive, ' +
          'non-transferable, non-sublicensable license to install and use the Software on infrastructure you ' +
          'control, for your internal business purposes, during the term and within the limits stated in your ' +
          'license key (such as the customer it is issued to and its expiry date).',
        'Your employees and contractors may use the Software on your behalf. You are responsible for their use ' +
          'and for keeping user accounts and the license key confidential.',
        'The license covers updates to the Software, its content and its models that Licensor makes available ' +
          'through the update server while your license is valid.',
      ],
    },
    {
      heading: 'Restrictions',
      paragraphs: [
        'You may not: (a) copy the Software except as needed to install, run, back up and recover it; (b) modify, ' +
          'translate or create derivative works of it; (c) reverse engineer, decompile or disassemble it, except ' +
          'to the extent applicable law expressly permits despite this restriction; (d) rent, lease, sell, ' +
          'sublicense or provide the Software to third parties, or operate it as a service for third parties; ' +
          '(e) remove or alter any proprietary notices; (f) circumvent the license key or any usage limit; or ' +
          '(g) extract the catalog content delivered with the Software to build a competing product or data set.',
        'You will use the Software in compliance with all applicable laws, including export control and sanctions laws.',
      ],
    },
    {
      heading: 'Ownership',
      paragraphs: [
        'The Software is licensed, not sold. Licensor and its licensors keep all right, title and interest in the ' +
          'Software, its content packages, documentation and any copies, including all intellectual property ' +
          'rights. All rights not expressly granted in this Agreement are reserved.',
        'Parts of the catalog content are derived from public data sources that are available under their own ' +
          'licenses; those licenses continue to apply to that data, and nothing in this Agreement limits rights ' +
          'they give you.',
        'If you send Licensor suggestions or feedback, Licensor may use them without obligation to you.',
      ],
    },
    {
      heading: 'Your Data',
      paragraphs: [
        'You keep all rights in the inventory files and other data you load into the Software, in the rules, ' +
          'catalog entries and mappings you create, and in the results it produces from them ("Customer Data"). ' +
          'The Software runs on your infrastructure and stores Customer Data in databases you operate.',
        'The Software sends Licensor only what it needs to check your license and deliver updates: the license ' +
          'key, the installed versions of its components and technical information about those requests. ' +
          'Licensor does not receive Customer Data unless you send it, for example to obtain support, and then ' +
          'uses it only to provide that support.',
        'You are responsible for having the rights and consents needed to process Customer Data with the ' +
          'Software, and for backing it up.',
      ],
    },
    {
      heading: 'Term and Termination',
      paragraphs: [
        'This Agreement starts when you accept it and lasts until your license expires or the Agreement is ' +
          'terminated. Either party may terminate it by written notice if the other party materially breaches ' +
          'it and does not cure the breach within thirty (30) days after receiving that notice. Licensor may ' +
          'terminate it at once if you breach the Restrictions section.',
        'When this Agreement ends, your license ends: you must stop using the Software and delete all copies of ' +
          'it. You may keep and continue to use Customer Data and the results already produced. The sections on ' +
          'Ownership, Your Data, Disclaimer of Warranties, Limitation of Liability and Governing Law survive ' +
          'termination.',
      ],
    },
    {
      heading: 'Disclaimer of Warranties',
      paragraphs: [
        'The Software produces its results by automated matching against reference data that can be incomplete or ' +
          'out of date. You should review results before relying on them for security, compliance, licensing or ' +
          'purchasing decisions.',
        'TO THE EXTENT PERMITTED BY LAW, THE SOFTWARE IS PROVIDED "AS IS" AND "AS AVAILABLE". LICENSOR DISCLAIMS ' +
          'ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING THE IMPLIED WARRANTIES OF MERCHANTABILITY, FITNESS FOR A ' +
          'PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT, AND ANY WARRANTY THAT THE SOFTWARE OR ITS RESULTS WILL ' +
          'BE ACCURATE, COMPLETE, UNINTERRUPTED OR ERROR-FREE.',
      ],
    },
    {
      heading: 'Limitation of Liability',
      paragraphs: [
        'TO THE EXTENT PERMITTED BY LAW, NEITHER PARTY WILL BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, ' +
          'CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR LOST PROFITS, REVENUE, DATA OR GOODWILL, ARISING OUT OF OR ' +
          'RELATED TO THIS AGREEMENT, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGES.',
        "TO THE EXTENT PERMITTED BY LAW, LICENSOR'S TOTAL LIABILITY ARISING OUT OF OR RELATED TO THIS AGREEMENT " +
          'WILL NOT EXCEED THE FEES YOU PAID FOR THE SOFTWARE IN THE TWELVE (12) MONTHS BEFORE THE EVENT GIVING ' +
          'RISE TO THE CLAIM. These limits do not apply to liability that cannot be limited under applicable law, ' +
          'or to your breach of the Restrictions section.',
      ],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        'This Agreement is governed by the laws of the State of Delaware, United States of America, without regard ' +
          'to its conflict of laws rules. The United Nations Convention on Contracts for the International Sale ' +
          'of Goods does not apply.',
        'The state and federal courts located in Wilmington, Delaware have exclusive jurisdiction over any ' +
          'dispute arising out of or related to this Agreement, and each party consents to their jurisdiction. ' +
          'Either party may seek injunctive relief in any court of competent jurisdiction to protect its ' +
          'intellectual property.',
        'This Agreement is the entire agreement between the parties about the Software and replaces any prior ' +
          'agreement on that subject. If a provision is held unenforceable, the rest remains in effect.',
      ],
    },
  ],
};
