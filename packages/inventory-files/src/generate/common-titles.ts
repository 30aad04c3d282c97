/**
 * Software found on most machines of a Windows estate, written the way Add/Remove Programs shows it. The generator
 * draws each machine's installs from this table. Written by hand for the benchmark; no catalog data is copied here.
 */
export interface CommonTitle {
  /** Spellings seen for the publisher, the usual one first (legal-suffix variants follow). */
  publishers: readonly string[];
  /**
   * Display-name templates: `{v}` is the version, `{arch}` an architecture, `{lang}` a language tag (`en-US`) and
   * `{locale}` the same in lower case (`en-us`, as Office writes it).
   */
  titles: readonly string[];
  /** Versions, newest first: newer ones are more common. */
  versions: readonly string[];
  /** Share of machines that have it installed. */
  share: number;
  /** Spellings for `{arch}`, when the title has it. */
  architectures?: readonly string[];
  /** The DisplayVersion an installer writes for a version, when it is not the version itself (Python `3.11.4150.0`). */
  displayVersion?: (version: string) => string;
}

/** `series('1.2.', 3, 5)` → `['1.2.3', '1.2.5']` */
const series = (prefix: string, ...builds: number[]) => builds.map((build) => prefix + build);

const MICROSOFT = ['Microsoft Corporation', 'Microsoft Corporation', 'Microsoft Corp.', 'Microsoft'];
const VC_REDIST_YEARS: readonly [string, readonly string[]][] = [
  ['2005', ['8.0.61001', '8.0.59193', '8.0.56336']],
  ['2008', ['9.0.30729.6161', '9.0.30729.4148', '9.0.21022']],
  ['2010', ['10.0.40219', '10.0.30319']],
  ['2012', ['11.0.61030', '11.0.60610', '11.0.51106']],
  ['2013', ['12.0.40664', '12.0.40660', '12.0.30501', '12.0.21005']],
  ['2015-2019', ['14.29.30139', '14.29.30133', '14.28.29914', '14.27.29112', '14.24.28127']],
  ['2015-2022', ['14.38.33135', '14.36.32532', '14.34.31938', '14.32.31332', '14.31.31103']],
];

const visualCppRedistributables: CommonTitle[] = VC_REDIST_YEARS.flatMap(([year, versions]) =>
  ['x86', 'x64'].flatMap((arch) => [
    {
      publishers: MICROSOFT,
      titles: [`Microsoft Visual C++ ${year} Redistributable (${arch}) - {v}`],
      versions,
      share: year < '2012' ? 0.25 : 0.5,
    },
    {
      publishers: MICROSOFT,
      titles: [`Microsoft Visual C++ ${year} ${arch} Minimum Runtime - {v}`],
      versions,
      share: year < '2012' ? 0.1 : 0.25,
    },
    {
      publishers: MICROSOFT,
      titles: [`Microsoft Visual C++ ${year} ${arch} Additional Runtime - {v}`],
      versions,
      share: year < '2012' ? 0.1 : 0.25,
    },
  ]),
);

const dotnet: CommonTitle[] = ['6.0', '7.0', '8.0'].flatMap((major, i) => {
  const versions = series(
    `${major}.`,
    ...[25, 24, 20, 16, 14, 11, 8, 5, 2].map((patch) => patch - i * 2).filter((patch) => patch > 0),
  );
  return [
    {
      publishers: MICROSOFT,
      titles: [`Microsoft .NET Runtime - {v} ({arch})`],
      versions,
      share: 0.6,
      architectures: ['x64', 'x86'],
    },
    {
      publishers: MICROSOFT,
      titles: [`Microsoft Windows Desktop Runtime - {v} ({arch})`],
      versions,
      share: 0.55,
      architectures: ['x64', 'x86'],
    },
    {
      publishers: MICROSOFT,
      titles: [`Microsoft ASP.NET Core {v} - Shared Framework ({arch})`],
      versions,
      share: 0.25,
      architectures: ['x64', 'x86'],
    },
    {
      publishers: MICROSOFT,
      titles: [`Microsoft .NET Host - {v} ({arch})`, `Microsoft .NET Host FX Resolver - {v} ({arch})`],
      versions,
      share: 0.5,
      architectures: ['x64'],
    },
  ];
});

/** Python's installers write `3.11.4150.0` for 3.11.4: patch × 1000 + 150. */
const pythonDisplayVersion = (version: string) => {
  const [major, minor, patch = '0'] = version.split('.');
  return `${major}.${minor}.${Number(patch) * 1000 + 150}.0`;
};

const java8Updates = [
  401, 391, 381, 371, 361, 351, 341, 333, 321, 311, 301, 291, 281, 271, 261, 251, 241, 231, 221, 211, 201, 191,
];

export const COMMON_TITLES: readonly CommonTitle[] = [
  ...visualCppRedistributables,
  ...dotnet,
  {
    publishers: ['Google LLC', 'Google LLC', 'Google Inc.', 'Google'],
    titles: ['Google Chrome'],
    versions: series('121.0.6167.', 185, 161, 140, 85).concat(
      series('120.0.6099.', 225, 217, 200, 130, 110, 71),
      series('119.0.6045.', 200, 160, 124),
      series('118.0.5993.', 118, 89),
    ),
    share: 0.93,
  },
  {
    publishers: ['Google LLC'],
    titles: ['Google Update Helper'],
    versions: ['1.3.36.352', '1.3.36.312', '1.3.36.152', '1.3.35.452'],
    share: 0.6,
  },
  {
    publishers: ['Mozilla', 'Mozilla', 'Mozilla Foundation', 'Mozilla Corporation'],
    titles: [
      'Mozilla Firefox ({arch} {lang})',
      'Mozilla Firefox {v} ({arch} {lang})',
      'Mozilla Firefox ESR ({arch} {lang})',
    ],
    versions: ['122.0', '121.0.1', '121.0', '120.0.1', '120.0', '119.0.1', '118.0.2', '115.6.0', '115.5.0', '102.15.1'],
    share: 0.55,
    architectures: ['x64', 'x86'],
  },
  {
    publishers: ['Mozilla'],
    titles: ['Mozilla Maintenance Service'],
    versions: ['122.0', '121.0', '120.0', '119.0.1', '115.6.0'],
    share: 0.5,
  },
  {
    publishers: MICROSOFT,
    titles: ['Microsoft Edge'],
    versions: series('121.0.2277.', 128, 112, 98, 83).concat(
      series('120.0.2210.', 144, 133, 121, 91, 77, 61),
      series('119.0.2151.', 97, 72),
    ),
    share: 0.98,
  },
  {
    publishers: MICROSOFT,
    titles: ['Microsoft Edge Update'],
    versions: ['1.3.185.17', '1.3.183.29', '1.3.181.5', '1.3.179.37', '1.3.177.11'],
    share: 0.97,
  },
  {
    publishers: MICROSOFT,
    titles: ['Microsoft Edge WebView2 Runtime'],
    versions: series('121.0.2277.', 128, 112, 98).concat(series('120.0.2210.', 144, 133, 91, 77)),
    share: 0.95,
  },
  {
    publishers: MICROSOFT,
    titles: ['Microsoft 365 Apps for enterprise - {locale}', 'Microsoft Office 365 ProPlus - {locale}'],
    versions: series(
      '16.0.',
      17126.20132,
      17029.20108,
      16924.2015,
      16827.20166,
      16731.20234,
      16626.2017,
      16529.20182,
      15601.20148,
    ),
    share: 0.7,
  },
  {
    publishers: MICROSOFT,
    titles: [
      'Microsoft Office Professional Plus 2016',
      'Microsoft Office Professional Plus 2019 - {locale}',
      'Microsoft Office Standard 2016',
      'Microsoft Office LTSC Professional Plus 2021 - {locale}',
    ],
    versions: ['16.0.4266.1001', '16.0.10405.20015', '16.0.14332.20615', '16.0.5422.1000'],
    share: 0.25,
  },
  {
    publishers: MICROSOFT,
    titles: ['Microsoft OneDrive'],
    versions: [
      '23.246.1127.0002',
      '23.226.1031.0001',
      '23.214.1015.0001',
      '23.194.0917.0001',
      '23.184.0903.0001',
      '23.153.0725.0003',
    ],
    share: 0.9,
  },
  {
    publishers: MICROSOFT,
    titles: ['Microsoft Teams', 'Teams Machine-Wide Installer', 'Microsoft Teams classic'],
    versions: ['1.6.00.33567', '1.6.00.29964', '1.6.00.27573', '1.6.00.24078', '1.5.00.36367'],
    share: 0.75,
  },
  {
    publishers: MICROSOFT,
    titles: [
      'Microsoft Visio Professional 2016',
      'Microsoft Visio - {locale}',
      'Microsoft Project - {locale}',
      'Microsoft Project Professional 2016',
    ],
    versions: ['16.0.17126.20132', '16.0.16827.20166', '16.0.4266.1001'],
    share: 0.12,
  },
  {
    publishers: MICROSOFT,
    titles: ['Microsoft Update Health Tools'],
    versions: ['5.72.0.0', '5.71.0.0', '5.70.0.0', '3.74.0.0', '4.67.0.0'],
    share: 0.85,
  },
  {
    publishers: MICROSOFT,
    titles: ['Microsoft Intune Management Extension'],
    versions: ['1.72.203.0', '1.71.105.0', '1.70.102.0', '1.69.107.0'],
    share: 0.6,
  },
  {
    publishers: MICROSOFT,
    titles: ['Configuration Manager Client'],
    versions: ['5.00.9122.1000', '5.00.9106.1000', '5.00.9096.1000', '5.00.9078.1006'],
    share: 0.55,
  },
  {
    publishers: MICROSOFT,
    titles: ['Microsoft Policy Platform'],
    versions: ['68.1.1010.0', '68.1.1008.0'],
    share: 0.5,
  },
  { publishers: MICROSOFT, titles: ['Local Administrator Password Solution'], versions: ['6.2.0.0'], share: 0.35 },
  {
    publishers: MICROSOFT,
    titles: ['Microsoft Visual Studio Code', 'Microsoft Visual Studio Code (User)'],
    versions: ['1.86.0', '1.85.2', '1.85.1', '1.84.2', '1.83.1', '1.82.2', '1.81.1'],
    share: 0.25,
  },
  {
    publishers: MICROSOFT,
    titles: [
      'SQL Server Management Studio',
      'Microsoft SQL Server Management Studio - 19.2',
      'Microsoft SQL Server Management Studio - 18.12.1',
    ],
    versions: ['16.100.47021.0', '16.100.46521.71', '15.0.18424.0', '15.0.18420.0'],
    share: 0.08,
  },
  {
    publishers: MICROSOFT,
    titles: [
      'Microsoft ODBC Driver 17 for SQL Server',
      'Microsoft ODBC Driver 18 for SQL Server',
      'Microsoft OLE DB Driver for SQL Server',
    ],
    versions: ['17.10.5.1', '17.10.4.1', '17.10.1.1', '18.3.2.1', '18.2.2.1', '18.6.7.0'],
    share: 0.3,
  },
  {
    publishers: MICROSOFT,
    titles: [
      'Microsoft SQL Server 2019 T-SQL Language Service',
      'Microsoft SQL Server 2012 Native Client',
      'Microsoft SQL Server 2019 LocalDB',
      'Microsoft System CLR Types for SQL Server 2019',
      'SQL Server 2019 Common Files',
      'Microsoft SQL Server 2019 (64-bit)',
    ],
    versions: ['15.0.2000.5', '15.0.4298.1', '15.0.4312.2', '11.4.7462.6', '15.0.4236.7'],
    share: 0.1,
  },
  {
    publishers: MICROSOFT,
    titles: [
      'Windows SDK AddOn',
      'Windows Software Development Kit - Windows 10.0.19041.685',
      'Windows SDK Desktop Tools x64',
      'Windows SDK Signing Tools',
      'Universal CRT Headers Libraries and Sources',
      'WinRT Intellisense Desktop - {locale}',
    ],
    versions: ['10.1.0.0', '10.1.19041.685', '10.1.22621.755'],
    share: 0.08,
  },
  {
    publishers: MICROSOFT,
    titles: [
      'Microsoft Visual Studio Installer',
      'Visual Studio Community 2022',
      'Visual Studio Professional 2022',
      'Visual Studio Build Tools 2019',
    ],
    versions: ['3.8.2112.61926', '17.8.34330.188', '17.7.34031.279', '16.11.33027.164'],
    share: 0.07,
  },
  {
    publishers: MICROSOFT,
    titles: [
      'Microsoft GameInput',
      'Microsoft Windows Desktop Runtime - 3.1.32 (x64)',
      'Windows PC Health Check',
      'Microsoft Silverlight',
      'Microsoft Search in Bing',
    ],
    versions: ['10.1.22621.3036', '3.1.32.31915', '3.6.2204.08001', '5.1.50918.0', '2.0.2'],
    share: 0.3,
  },
  {
    publishers: ['Igor Pavlov'],
    titles: ['7-Zip {v} ({arch})', '7-Zip {v}'],
    versions: ['23.01', '22.01', '21.07', '19.00', '16.04'],
    share: 0.55,
    architectures: ['x64', 'x86'],
  },
  {
    publishers: ['Notepad++ Team'],
    titles: ['Notepad++ ({arch})', 'Notepad++'],
    versions: ['8.6.2', '8.6', '8.5.8', '8.5.4', '8.4.9', '8.1.9.3', '7.9.5'],
    share: 0.35,
    architectures: ['64-bit x64', '32-bit x86'],
  },
  {
    publishers: ['Adobe Inc.', 'Adobe Inc.', 'Adobe Systems Incorporated', 'Adobe'],
    titles: [
      'Adobe Acrobat Reader DC',
      'Adobe Acrobat Reader DC MUI',
      'Adobe Acrobat (64-bit)',
      'Adobe Acrobat Reader - {lang}',
    ],
    versions: ['23.008.20470', '23.008.20458', '23.006.20380', '23.003.20284', '22.003.20322', '21.011.20039'],
    share: 0.7,
  },
  {
    publishers: ['Adobe Inc.', 'Adobe Systems Incorporated'],
    titles: [
      'Adobe Refresh Manager',
      'Adobe Genuine Service',
      'Adobe Creative Cloud',
      'Adobe Photoshop 2024',
      'Adobe Illustrator 2023',
    ],
    versions: ['1.8.0', '8.0.0.28', '6.1.0.587', '25.4.0', '27.9.1'],
    share: 0.2,
  },
  {
    publishers: ['Oracle Corporation', 'Oracle Corporation', 'Oracle America, Inc.'],
    titles: ['Java 8 Update {v} ({arch})', 'Java 8 Update {v}'],
    versions: java8Updates.map(String),
    share: 0.45,
    architectures: ['64-bit', '32-bit'],
    displayVersion: (update) => `8.0.${update}0.${(Number(update) % 13) + 5}`,
  },
  {
    publishers: ['Oracle Corporation'],
    titles: ['Java(TM) SE Development Kit {v} (64-bit)', 'Java SE Development Kit {v} (64-bit)'],
    versions: ['21.0.2', '17.0.10', '17.0.9', '17.0.8', '11.0.22', '11.0.21'],
    share: 0.1,
    displayVersion: (version) => `${version}.0`,
  },
  {
    publishers: ['Eclipse Adoptium', 'Eclipse Foundation'],
    titles: ['Eclipse Temurin JRE with Hotspot {v} (x64)', 'Eclipse Temurin JDK with Hotspot {v} (x64)'],
    versions: ['17.0.10+7', '17.0.9+9', '11.0.22+7', '21.0.2+13', '8.0.402.6'],
    share: 0.1,
    displayVersion: (version) => version.replace('+', '.'),
  },
  {
    publishers: ['Azul Systems, Inc.', 'Azul Systems'],
    titles: [
      'Zulu JDK 17.46.19 (17.0.9), 64-bit',
      'Azul Zulu JDK 11.68.17 (11.0.21), 64-bit',
      'Zulu JRE 8.74.0.17 (8u392), 64-bit',
    ],
    versions: ['17.46.19', '11.68.17', '8.74.0.17'],
    share: 0.05,
  },
  {
    publishers: ['Python Software Foundation'],
    titles: [
      'Python {v} ({arch})',
      'Python {v} Core Interpreter ({arch})',
      'Python {v} Standard Library ({arch})',
      'Python {v} pip Bootstrap ({arch})',
      'Python {v} Executables ({arch})',
      'Python Launcher',
    ],
    versions: ['3.12.1', '3.12.0', '3.11.7', '3.11.5', '3.11.4', '3.10.11', '3.10.6', '3.9.13', '3.8.10', '2.7.18'],
    share: 0.15,
    architectures: ['64-bit', '32-bit'],
    displayVersion: pythonDisplayVersion,
  },
  {
    publishers: ['Node.js Foundation', 'OpenJS Foundation'],
    titles: ['Node.js'],
    versions: ['20.11.0', '20.10.0', '18.19.0', '18.18.2', '16.20.2', '14.21.3'],
    share: 0.1,
  },
  {
    publishers: ['The Git Development Community'],
    titles: ['Git', 'Git version {v}'],
    versions: ['2.43.0', '2.42.0.2', '2.41.0.3', '2.40.1', '2.39.2', '2.37.3'],
    share: 0.15,
  },
  {
    publishers: ['VideoLAN'],
    titles: ['VLC media player'],
    versions: ['3.0.20', '3.0.18', '3.0.17.4', '3.0.16', '3.0.11'],
    share: 0.4,
  },
  {
    publishers: ['Zoom Video Communications, Inc.', 'Zoom Video Communications'],
    titles: ['Zoom', 'Zoom Workplace', 'Zoom Outlook Plugin', 'Zoom(64bit)'],
    versions: ['5.17.5 (31030)', '5.16.10 (26186)', '5.16.6 (24664)', '5.15.12 (22445)', '5.14.7 (15877)'],
    share: 0.4,
  },
  {
    publishers: ['Cisco Systems, Inc.', 'Cisco Systems'],
    titles: [
      'Cisco Webex Meetings',
      'Webex',
      'Cisco AnyConnect Secure Mobility Client',
      'Cisco Secure Client - AnyConnect VPN',
      'Cisco Jabber',
    ],
    versions: ['43.12.0.27522', '43.10.0.26880', '4.10.07073', '5.1.0.136', '5.0.05040', '14.1.5.57909'],
    share: 0.35,
  },
  {
    publishers: ['Slack Technologies Inc.', 'Slack Technologies'],
    titles: ['Slack', 'Slack (Machine - MSI)', 'Slack Deployment'],
    versions: ['4.36.140', '4.35.131', '4.35.126', '4.34.121', '4.33.90'],
    share: 0.2,
  },
  {
    publishers: ['Citrix Systems, Inc.'],
    titles: [
      'Citrix Workspace(DV)',
      'Citrix Workspace Inside',
      'Citrix Workspace 2311',
      'Citrix Authentication Manager',
      'Citrix Web Helper',
      'Online Plug-in',
      'Self-service Plug-in',
    ],
    versions: ['23.11.0.160', '23.9.1.104', '23.7.1.18', '22.12.0.28'],
    share: 0.35,
  },
  {
    publishers: ['VMware, Inc.'],
    titles: ['VMware Tools', 'VMware Horizon Client', 'VMware Workstation'],
    versions: ['12.3.5.22544099', '12.2.6.22229486', '12.1.5.20735119', '8.11.0.22660930', '17.5.0'],
    share: 0.2,
  },
  {
    publishers: ['Simon Tatham'],
    titles: ['PuTTY release {v} ({arch})', 'PuTTY release {v}'],
    versions: ['0.80', '0.79', '0.78', '0.77', '0.76'],
    share: 0.12,
    architectures: ['64-bit', '32-bit'],
  },
  {
    publishers: ['Martin Prikryl'],
    titles: ['WinSCP {v}'],
    versions: ['6.1.2', '6.1.1', '5.21.8', '5.19.6'],
    share: 0.1,
  },
  {
    publishers: ['Tim Kosse'],
    titles: ['FileZilla {v}', 'FileZilla Client {v}'],
    versions: ['3.66.4', '3.66.1', '3.65.0', '3.63.2'],
    share: 0.06,
  },
  {
    publishers: ['Dominik Reichl'],
    titles: ['KeePass Password Safe {v}'],
    versions: ['2.55', '2.54', '2.53.1', '2.51.1'],
    share: 0.1,
  },
  {
    publishers: ['TeamViewer', 'TeamViewer GmbH', 'TeamViewer Germany GmbH'],
    titles: ['TeamViewer', 'TeamViewer Host', 'TeamViewer 15'],
    versions: ['15.50.5', '15.49.2', '15.48.4', '15.46.7', '15.42.4'],
    share: 0.3,
  },
  {
    publishers: ['AnyDesk Software GmbH', 'philandro Software GmbH'],
    titles: ['AnyDesk', 'AnyDesk MSI'],
    versions: ['ad 8.0.8', '8.0.6', '7.1.16', '7.1.13'],
    share: 0.08,
  },
  {
    publishers: ['Dell Inc.', 'Dell Inc', 'Dell'],
    titles: [
      'Dell Command | Update for Windows Universal',
      'Dell SupportAssist',
      'Dell Optimizer',
      'Dell Power Manager Service',
      'Dell Digital Delivery Services',
    ],
    versions: ['5.1.0', '5.0.0', '4.9.0', '3.14.2.45', '4.0.10.0'],
    share: 0.3,
  },
  {
    publishers: ['HP Inc.', 'HP', 'Hewlett-Packard'],
    titles: [
      'HP Support Assistant',
      'HP Wolf Security',
      'HP Sure Recover',
      'HP Notifications',
      'HP Connection Optimizer',
      'HP Hotkey Support',
    ],
    versions: ['9.25.36.0', '4.4.2.1275', '1.0.0.43', '2.2.5.0', '11.0.10.1'],
    share: 0.3,
  },
  {
    publishers: ['Lenovo Group Limited', 'Lenovo', 'LENOVO'],
    titles: [
      'Lenovo Vantage Service',
      'Lenovo System Interface Foundation',
      'Lenovo Commercial Vantage',
      'Lenovo Hotkeys',
    ],
    versions: ['3.13.25.0', '1.1.20.0', '10.2310.15.0', '1.0.0.35'],
    share: 0.25,
  },
  {
    publishers: ['Intel Corporation', 'Intel Corporation', 'Intel(R) Corporation', 'Intel'],
    titles: [
      'Intel(R) Management Engine Components',
      'Intel(R) Chipset Device Software',
      'Intel(R) Serial IO',
      'Intel(R) Wireless Bluetooth(R)',
      'Intel® Graphics Driver',
      'Intel(R) Rapid Storage Technology',
      'Intel(R) PROSet/Wireless Software',
    ],
    versions: ['2306.4.3.0', '10.1.19376.8374', '30.100.2237.3', '23.10.0.2', '31.0.101.4575', '19.5.1.1040'],
    share: 0.6,
  },
  {
    publishers: ['Realtek Semiconductor Corp.', 'Realtek'],
    titles: [
      'Realtek High Definition Audio Driver',
      'Realtek Audio Driver',
      'Realtek Card Reader',
      'Realtek USB GbE Family Controller',
    ],
    versions: ['6.0.9239.1', '6.0.9088.1', '10.0.22000.21354', '10.0.19041.31266'],
    share: 0.5,
  },
  {
    publishers: ['NVIDIA Corporation'],
    titles: [
      'NVIDIA Graphics Driver {v}',
      'NVIDIA HD Audio Driver 1.3.40.14',
      'NVIDIA PhysX System Software 9.23.1019',
      'NVIDIA FrameView SDK 1.3.8513.32290073',
      'NVIDIA Control Panel {v}',
    ],
    versions: ['546.33', '537.58', '537.13', '536.99', '528.49', '517.48'],
    share: 0.2,
  },
  {
    publishers: ['Synaptics Incorporated'],
    titles: ['Synaptics Pointing Device Driver', 'Synaptics WBF FP Reader Driver'],
    versions: ['19.5.35.1', '19.5.10.69', '6.0.69.1134'],
    share: 0.12,
  },
  {
    publishers: ['CrowdStrike, Inc.', 'CrowdStrike'],
    titles: [
      'CrowdStrike Windows Sensor',
      'CrowdStrike Sensor Platform',
      'CrowdStrike Firmware Analysis',
      'CrowdStrike Device Control',
    ],
    versions: ['7.10.17706.0', '7.08.17409.0', '7.06.17207.0', '7.04.17605.0'],
    share: 0.35,
  },
  {
    publishers: ['Sophos Limited', 'Sophos Ltd', 'Sophos'],
    titles: [
      'Sophos Endpoint Agent',
      'Sophos Network Threat Protection',
      'Sophos File Scanner',
      'Sophos Standalone Engine',
      'Sophos Endpoint Defense',
    ],
    versions: ['2023.2.2.1', '2023.1.1.2', '1.15.2.1', '1.12.123'],
    share: 0.2,
  },
  {
    publishers: ['Palo Alto Networks'],
    titles: ['GlobalProtect', 'Cortex XDR 8.2.1.47908'],
    versions: ['6.1.3', '6.1.1', '6.0.7', '5.2.13', '8.2.1.47908'],
    share: 0.2,
  },
  {
    publishers: ['Zscaler Inc.', 'Zscaler'],
    titles: ['Zscaler'],
    versions: ['4.3.0.181', '4.2.0.217', '4.1.0.102'],
    share: 0.15,
  },
  {
    publishers: ['Tenable, Inc.'],
    titles: ['Nessus Agent (x64)'],
    versions: ['10.4.4.20001', '10.4.2.20014', '10.3.1.20002'],
    share: 0.15,
  },
  {
    publishers: ['Qualys, Inc.', 'Qualys'],
    titles: ['Qualys Cloud Security Agent'],
    versions: ['5.1.0.28', '5.0.0.17', '4.9.0.31'],
    share: 0.12,
  },
  {
    publishers: ['Splunk, Inc.'],
    titles: ['UniversalForwarder'],
    versions: ['9.1.2.0', '9.0.5.0', '8.2.9.0'],
    share: 0.12,
  },
  {
    publishers: ['Ivanti', 'LANDESK Software'],
    titles: ['Ivanti Secure Access Client', 'Pulse Secure 9.1'],
    versions: ['22.6.1.24375', '22.3.1.18209', '9.1.15.21145'],
    share: 0.08,
  },
  {
    publishers: ['BeyondTrust Corporation'],
    titles: ['BeyondTrust Privilege Management for Windows 23.5'],
    versions: ['23.5.197.0', '23.3.262.0'],
    share: 0.05,
  },
  {
    publishers: ['Apple Inc.'],
    titles: ['iTunes', 'Apple Mobile Device Support', 'Apple Software Update', 'Bonjour', 'iCloud'],
    versions: ['12.13.1.3', '17.0.0.21', '2.7.0.3', '3.0.0.10', '7.21.0.23'],
    share: 0.1,
  },
  {
    publishers: ['Spotify AB'],
    titles: ['Spotify'],
    versions: ['1.2.29.605.g66c43083', '1.2.26.1187.g36b715a1', '1.2.25.1011.g0348b2ea'],
    share: 0.06,
  },
  {
    publishers: ['WinZip Computing', 'Corel Corporation'],
    titles: ['WinZip 27', 'WinZip 28.0'],
    versions: ['27.0.15240', '28.0.15620'],
    share: 0.04,
  },
  {
    publishers: ['win.rar GmbH', 'Alexander Roshal'],
    titles: ['WinRAR {v} ({arch})'],
    versions: ['6.24.0', '6.23.0', '6.11.0', '6.02.0', '5.91.0'],
    share: 0.15,
    architectures: ['64-bit', '32-bit'],
  },
  {
    publishers: ['Foxit Software Inc.'],
    titles: ['Foxit PDF Reader', 'Foxit PDF Editor'],
    versions: ['2023.3.0.23028', '2023.2.0.21408', '12.1.3.15356'],
    share: 0.08,
  },
  { publishers: ['Greenshot'], titles: ['Greenshot {v}'], versions: ['1.2.10.6', '1.2.9.129'], share: 0.06 },
  {
    publishers: ['SAP SE', 'SAP'],
    titles: [
      'SAP GUI for Windows 7.70 (Patch 9)',
      'SAP GUI for Windows 8.00 (Patch 3)',
      'SAP Business Client 8.0',
      'SAP Analysis for Microsoft Office',
    ],
    versions: ['7.70.9', '8.00.3', '8.00.1', '2.8.1200'],
    share: 0.1,
  },
  {
    publishers: ['Tableau Software', 'Tableau Software, LLC'],
    titles: ['Tableau 2023.3 (20233.23.1017.0948)', 'Tableau Reader 2023.1'],
    versions: ['23.3.1017', '23.1.1223'],
    share: 0.03,
  },
  {
    publishers: ['JetBrains s.r.o.', 'JetBrains'],
    titles: ['IntelliJ IDEA Community Edition 2023.3.2', 'PyCharm Community Edition 2023.3.2', 'JetBrains Toolbox'],
    versions: ['233.13135.103', '233.11799.241', '2.1.3.18901'],
    share: 0.04,
  },
  {
    publishers: ['Docker Inc.'],
    titles: ['Docker Desktop'],
    versions: ['4.26.1', '4.25.2', '4.24.2', '4.21.1'],
    share: 0.04,
  },
  { publishers: ['Postman'], titles: ['Postman x64 10.22.0'], versions: ['10.22.0', '10.21.0'], share: 0.03 },
  {
    publishers: ['The Document Foundation'],
    titles: ['LibreOffice {v}', 'LibreOffice {v} Help Pack ({lang})'],
    versions: ['7.6.4.1', '7.6.2.1', '7.5.8.2', '7.4.7.2'],
    share: 0.06,
  },
  {
    publishers: ['Brave Software Inc'],
    titles: ['Brave'],
    versions: ['121.1.62.153', '120.1.61.116', '120.1.61.109'],
    share: 0.04,
  },
  {
    publishers: ['Opera Software'],
    titles: ['Opera Stable {v}'],
    versions: ['106.0.4998.52', '105.0.4970.48'],
    share: 0.03,
  },
  {
    publishers: ['Microsoft Corporation'],
    titles: ['Microsoft Power BI Desktop ({arch})', 'On-premises data gateway'],
    versions: ['2.124.1052.0', '2.123.742.0', '3000.202.16'],
    share: 0.08,
    architectures: ['x64'],
  },
  {
    publishers: ['Microsoft Corporation'],
    titles: ['Remote Desktop Connection Manager', 'Remote Desktop', 'Microsoft Remote Help'],
    versions: ['2.93', '1.2.4763.0', '5.0.1311.0'],
    share: 0.15,
  },
  {
    publishers: ['Microsoft Corporation'],
    titles: ['Microsoft Azure CLI', 'Microsoft Azure Storage Explorer version {v}', 'Azure Data Studio'],
    versions: ['2.56.0', '1.32.1', '1.47.1'],
    share: 0.05,
  },
  {
    publishers: ['Microsoft Corporation'],
    titles: ['PowerShell 7-x64', 'PowerShell 7.4.1.0-x64'],
    versions: ['7.4.1.0', '7.3.9.0', '7.2.17.0'],
    share: 0.1,
  },
  {
    publishers: ['Microsoft Corporation'],
    titles: ['Windows Subsystem for Linux', 'Windows Subsystem for Linux Update'],
    versions: ['2.0.14.0', '1.2.5.0', '5.10.102.2'],
    share: 0.05,
  },
  {
    publishers: ['Mozilla'],
    titles: ['Mozilla Thunderbird ({arch} {lang})'],
    versions: ['115.6.1', '115.5.2', '102.15.1'],
    share: 0.04,
    architectures: ['x64', 'x86'],
  },
  {
    publishers: ['Wireshark Foundation', 'The Wireshark developer community, https://www.wireshark.org'],
    titles: ['Wireshark {v} {arch}', 'Npcap'],
    versions: ['4.2.2', '4.0.11', '3.6.19'],
    share: 0.03,
    architectures: ['64-bit'],
  },
  {
    publishers: ['Box, Inc.', 'Dropbox, Inc.'],
    titles: ['Box', 'Box Tools', 'Dropbox'],
    versions: ['2.36.243', '4.27.1', '191.4.4995'],
    share: 0.06,
  },
  {
    publishers: ['Bitwarden Inc.', '1Password'],
    titles: ['Bitwarden', '1Password'],
    versions: ['2024.1.0', '8.10.24'],
    share: 0.03,
  },
  {
    publishers: ['Autodesk, Inc.', 'Autodesk'],
    titles: ['Autodesk DWG TrueView 2024 - English', 'AutoCAD 2023 - English', 'Autodesk Desktop Connector'],
    versions: ['24.3.2.0', '24.2.200.0', '16.6.0.2131'],
    share: 0.03,
  },
];

/** Language tags as they appear in display names, the most common first. */
export const LANGUAGE_TAGS: readonly string[] = [
  'en-US',
  'de-DE',
  'fr-FR',
  'en-GB',
  'es-ES',
  'nl-NL',
  'it-IT',
  'ja-JP',
  'pt-BR',
  'pl-PL',
];
