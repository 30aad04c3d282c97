import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCatalogIndex, createNormalizer } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { buildContentPack } from './build-content-pack.ts';
import { parseIgnoreExamples, type IgnoreExampleRow } from './content-schema/ignore-examples-file.ts';
import { parseRowExamples } from './content-schema/row-examples-file.ts';

// The repository's own authored content, without the public sources: what curated entries alone recognize.
const contentDir = path.resolve(import.meta.dirname, '../../../content');

// Built once for the file: every test reads the same authored content.
let curatedPack: ReturnType<typeof buildContentPack> | undefined;
const buildCuratedPack = () => (curatedPack ??= buildContentPack({ contentDir }));
const curatedNormalizer = async () => createNormalizer(buildCatalogIndex(await buildCuratedPack()));

describe('curated content of the repository', () => {
  it('names, for every curated product, a publisher of its own publishers.json', async () => {
    const pack = await buildCuratedPack();
    const publisherIds = new Set(pack.catalog.publishers.map((publisher) => publisher.id));
    const orphans = pack.catalog.products.filter((product) => !publisherIds.has(product.publisherId));
    expect(orphans.map((product) => `${product.id} → ${product.publisherId}`)).toEqual([]);
  });

  it('gives every spelling of a publisher to one curated publisher only', async () => {
    const pack = await buildCuratedPack();
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const publisher of pack.catalog.publishers) {
      for (const spelling of new Set([publisher.name, ...publisher.aliases].map((text) => text.toLowerCase()))) {
        const other = owner.get(spelling);
        if (other && other !== publisher.id) shared.push(`${spelling}: ${other}, ${publisher.id}`);
        owner.set(spelling, publisher.id);
      }
    }
    expect(shared).toEqual([]);
  });

  it('recognizes common runtimes from their installers’ own titles and publishers', async () => {
    const normalizer = await curatedNormalizer();
    const cases = [
      // Temurin installers of some releases register as the Eclipse Foundation, not as Adoptium.
      [
        {
          publisher: 'Eclipse Foundation',
          title: 'Eclipse Temurin JDK with Hotspot 16.0.2+7 (x64)',
          version: '16.0.2.7',
        },
        {
          catalog_id: 'curated:eclipse-temurin-jdk',
          publisher: 'Eclipse Adoptium',
          name: 'Eclipse Temurin JDK with Hotspot 16',
        },
      ],
      [
        {
          publisher: 'Eclipse Adoptium',
          title: 'Eclipse Temurin JRE with Hotspot 17.0.8.1+1 (x86)',
          version: '17.0.8.101',
        },
        {
          catalog_id: 'curated:eclipse-temurin-jre',
          publisher: 'Eclipse Adoptium',
          name: 'Eclipse Temurin JRE with Hotspot 17',
        },
      ],
      [
        {
          publisher: 'Microsoft Corporation',
          title: 'Microsoft Visual C++ 2015-2019 Redistributable (x64) - 14.29.30139',
          version: '14.29.30139.0',
        },
        // One product that updates in place, named by the years its installer names.
        {
          catalog_id: 'curated:microsoft-visual-cpp-2015-2022-redistributable',
          publisher: 'Microsoft',
          name: 'Microsoft Visual C++ 2015-2019 Redistributable',
        },
      ],
      // Linux distributions' packages, by the names the curated products list themselves.
      [
        { publisher: 'Red Hat, Inc.', title: 'openssl-libs', version: '1:3.0.7-25.el9_3' },
        { catalog_id: 'curated:openssl', publisher: 'OpenSSL Project', name: 'OpenSSL' },
      ],
      [
        { publisher: 'Ubuntu Developers', title: 'apache2', version: '2.4.52-1ubuntu4.7' },
        {
          catalog_id: 'curated:apache-http-server',
          publisher: 'The Apache Software Foundation',
          name: 'Apache HTTP Server',
        },
      ],
      // Server and enterprise software endoflife.date tracks, as their installers register it.
      [
        {
          publisher: 'Citrix Systems, Inc.',
          title: 'Citrix Virtual Delivery Agent 2203 LTSR CU4',
          version: '2203.0.4000.5',
        },
        { catalog_id: 'curated:citrix-virtual-delivery-agent', publisher: 'Citrix Systems' },
      ],
      // Amazon Web Services publishes its tools apart from Amazon's consumer software, under its own agreements.
      [
        { publisher: 'Amazon Web Services', title: 'AWS Command Line Interface v2', version: '2.13.25.0' },
        { catalog_id: 'curated:aws-cli', publisher: 'Amazon Web Services' },
      ],
      [
        { publisher: 'Amazon.com Services LLC', title: 'Amazon Corretto', version: '17.0.9.8' },
        { catalog_id: 'curated:amazon-corretto', publisher: 'Amazon' },
      ],
      [
        { publisher: 'Microsoft Corporation', title: 'Microsoft SharePoint Server 2019', version: '16.0.10337.12109' },
        { catalog_id: 'curated:microsoft-sharepoint-server', publisher: 'Microsoft' },
      ],
      [
        { publisher: 'IBM', title: 'IBM MQ (Installation1)', version: '9.3.0.5' },
        { catalog_id: 'curated:ibm-mq', publisher: 'IBM', name: 'IBM MQ' },
      ],
      // RabbitMQ's installers still write the VMware they were released under.
      [
        { publisher: 'VMware, Inc.', title: 'RabbitMQ Server 3.11.2', version: '3.11.2' },
        { catalog_id: 'curated:rabbitmq-server', publisher: 'Broadcom', name: 'RabbitMQ Server' },
      ],
      [
        { publisher: 'Ubuntu Developers', title: 'docker.io', version: '24.0.5-0ubuntu1~22.04.1' },
        { catalog_id: 'curated:docker-engine', publisher: 'Docker', name: 'Docker Engine' },
      ],
    ] as const;
    for (const [row, expected] of cases) {
      const result = normalizer.normalize(row);
      expect(result.status, row.title).toBe('normalized');
      expect({
        catalog_id: result.catalog_id,
        publisher: result.publisher,
        ...('name' in expected ? { name: result.name } : {}),
      }).toEqual(expected);
    }
  });

  it.each([
    [
      'Microsoft Corporation',
      'Microsoft Exchange Server 2016 Cumulative Update 23',
      '15.1.2507.6',
      {
        catalog_id: 'curated:microsoft-exchange-server',
        name: 'Microsoft Exchange Server',
        servicepack: 'CU23',
        cpe: 'cpe:2.3:a:microsoft:exchange_server:2016:cumulative_update_23:*:*:*:*:*:*',
      },
    ],
    [
      'The Apache Software Foundation',
      'Apache Tomcat 8.5 Tomcat8',
      '8.5.96',
      { catalog_id: 'curated:apache-tomcat', name: 'Apache Tomcat', version: '8.5.96' },
    ],
    [
      'The PHP Group',
      'PHP 7.4.33',
      '7.4.33',
      { catalog_id: 'curated:php', name: 'PHP 7.4', publisher: 'The PHP Group' },
    ],
    [
      'Microsoft Corporation',
      'Microsoft Visual Studio Installer',
      '3.8.2112.61926',
      { catalog_id: 'curated:visual-studio-installer', name: 'Visual Studio Installer' },
    ],
    [
      'Microsoft Corporation',
      'Microsoft .NET Framework 4.7.2 Targeting Pack',
      '4.7.03062',
      { catalog_id: 'curated:microsoft-dotnet-framework-targeting-pack', category: 'development' },
    ],
    ['Palo Alto Networks', 'Cortex XDR 8.2.1.47908', '8.2.1.47908', { catalog_id: 'curated:cortex-xdr' }],
    [
      'MongoDB',
      'MongoDB 7.0.2 2008R2Plus SSL (64 bit)',
      '7.0.2',
      { catalog_id: 'curated:mongodb-server', name: 'MongoDB Server', architecture: 'x64' },
    ],
    [
      'SAP SE',
      'SapMachine 17 JDK (64-bit)',
      '17.0.9',
      { catalog_id: 'curated:sapmachine-jdk', name: 'SapMachine 17 JDK' },
    ],
    [
      'QGIS Development Team',
      "QGIS 3.34.0 'Prizren'",
      '3.34.0',
      { catalog_id: 'curated:qgis', publisher: 'QGIS.org', name: 'QGIS', release: 'Prizren' },
    ],
    ['Simon Tatham', 'PuTTY release 0.79 (64-bit)', '0.79.0.0', { catalog_id: 'curated:putty', version: '0.79' }],
    [
      'Oracle Corporation',
      'Java 8 Update 391 (64-bit)',
      '8.0.3910.13',
      {
        catalog_id: 'curated:oracle-java-runtime-environment',
        cpe: 'cpe:2.3:a:oracle:jre:1.8.0:update_391:*:*:*:*:*:*',
      },
    ],
    // SAP Business One is not SAP Business Client, one word away.
    [
      'SAP',
      'SAP Business One Client (64-bit)',
      '10.00.220',
      { catalog_id: 'curated:sap-business-one-client', name: 'SAP Business One Client' },
    ],
    // SQL Server writes the service pack as the version's minor.
    [
      'Microsoft Corporation',
      'Microsoft SQL Server 2016 Express',
      '13.2.5026.0',
      { catalog_id: 'curated:microsoft-sql-server', servicepack: 'SP2', release: '2016' },
    ],
    // Operating systems as inventories list them; an assistant named after Windows is not Windows.
    [
      'Microsoft Corporation',
      'Microsoft Windows 11 Enterprise',
      '10.0.22631.2715',
      { catalog_id: 'curated:microsoft-windows-11', name: 'Microsoft Windows 11', edition: 'Enterprise' },
    ],
    [
      'Microsoft Corporation',
      'Microsoft Windows Server 2019 Datacenter',
      '10.0.17763',
      { catalog_id: 'curated:microsoft-windows-server', release: '2019', edition: 'Datacenter' },
    ],
    // Windows Server 2008 R2 had an Enterprise edition, and a Web one.
    [
      'Microsoft Corporation',
      'Microsoft Windows Server 2008 R2 Enterprise',
      '6.1.7601',
      { catalog_id: 'curated:microsoft-windows-server', release: '2008 R2', edition: 'Enterprise' },
    ],
    ['Apple Inc.', 'macOS Sonoma', '14.1.1', { catalog_id: 'curated:macos', name: 'macOS' }],
    // Build Tools, one product over the years, with Visual Studio's lifecycle (which this pack has not).
    [
      'Microsoft Corporation',
      'Visual Studio Build Tools 2019',
      '16.11.31',
      { catalog_id: 'curated:visual-studio-build-tools', release: '2019' },
    ],
    // Windows' Store apps as Intune lists them: by identity, signed by a certificate subject.
    [
      'CN=Microsoft Corporation, O=Microsoft Corporation, L=Redmond, S=Washington, C=US',
      'Microsoft.ZuneMusic',
      '11.2310.4.0',
      { catalog_id: 'curated:windows-media-player-app', publisher: 'Microsoft', name: 'Media Player' },
    ],
    [
      'CN=Microsoft Corporation, O=Microsoft Corporation, L=Redmond, S=Washington, C=US',
      'Microsoft.DesktopAppInstaller',
      '1.21.3133.0',
      { catalog_id: 'curated:app-installer', name: 'App Installer' },
    ],
    [
      'CN=Microsoft Corporation, O=Microsoft Corporation',
      'Microsoft.549981C3F5F10',
      '4.2308.1005.0',
      { name: 'Cortana' },
    ],
    [
      'Red Hat, Inc.',
      'Red Hat Enterprise Linux',
      '8.9 (Ootpa)',
      { catalog_id: 'curated:red-hat-enterprise-linux', version: '8.9' },
    ],
    ['Debian', 'Debian GNU/Linux', '12 (bookworm)', { catalog_id: 'curated:debian', name: 'Debian', version: '12' }],
    [
      'SUSE',
      'SUSE Linux Enterprise Server 15 SP5',
      '15.5',
      { catalog_id: 'curated:suse-linux-enterprise-server', servicepack: 'SP5' },
    ],
    ['IDM Computer Solutions, Inc.', 'UltraEdit', '30.0.0.48', { catalog_id: 'curated:ultraedit' }],
    [
      'Autodesk',
      'Autodesk DWG TrueView 2024 - English',
      '24.3.61.0',
      { catalog_id: 'curated:autodesk-dwg-trueview', cpe: 'cpe:2.3:a:autodesk:dwg_trueview:2024:*:*:*:*:*:*:*' },
    ],
    [
      'Microsoft Corporation',
      'Microsoft SQL Server 2014 Express LocalDB ',
      '12.2.5000.0',
      { catalog_id: 'curated:microsoft-sql-server-localdb', release: '2014', servicepack: 'SP2' },
    ],
    ['Esri', 'ArcGIS Pro', '3.1.2', { catalog_id: 'curated:arcgis-pro', name: 'ArcGIS Pro', edition: null }],
    [
      'Corel Corporation',
      'Corel PaintShop Pro 2023 Ultimate (64-bit)',
      '25.0.0.122',
      { catalog_id: 'curated:corel-paintshop-pro', name: 'Corel PaintShop Pro', edition: 'Ultimate' },
    ],
    [
      'International Business Machines Corporation',
      'IBM Semeru Runtime Open Edition JDK with Eclipse OpenJ9 17.0.8.1+1 (x64)',
      '17.0.8.1',
      { catalog_id: 'curated:ibm-semeru-jdk', name: 'IBM Semeru Runtime Open Edition (JDK) 17', publisher: 'IBM' },
    ],
    [
      'IBM Corporation',
      'IBM Semeru Runtime Open Edition JRE with Eclipse OpenJ9 21.0.1+12 (x64)',
      '21.0.1.12',
      { catalog_id: 'curated:ibm-semeru-jre', name: 'IBM Semeru Runtime Open Edition (JRE) 21' },
    ],
    [
      'Unity Technologies ApS',
      'Unity 2022.3.10f1',
      '2022.3.10f1',
      { catalog_id: 'curated:unity-editor', name: 'Unity' },
    ],
    [
      'Oracle Corporation',
      'Oracle VM VirtualBox Guest Additions 7.0.12',
      '7.0.12.159484',
      { catalog_id: 'curated:virtualbox-guest-additions' },
    ],
    // Drivers and OEM, security and management agents of a corporate PC: CPEs where NVD has one.
    [
      'Intel Corporation',
      'Intel(R) Rapid Storage Technology',
      '17.11.3.1010',
      {
        catalog_id: 'curated:intel-rapid-storage-technology',
        name: 'Intel Rapid Storage Technology',
        category: 'driver',
        cpe: 'cpe:2.3:a:intel:rapid_storage_technology:17.11.3.1010:*:*:*:*:*:*:*',
      },
    ],
    [
      'Intel Corporation',
      'Intel(R) PROSet/Wireless Software',
      '22.240.0',
      { cpe: 'cpe:2.3:a:intel:proset\\/wireless:22.240.0:*:*:*:*:*:*:*' },
    ],
    [
      'Realtek Semiconductor Corp.',
      'Realtek Audio Driver',
      '6.0.9235.1',
      { catalog_id: 'curated:realtek-high-definition-audio-driver', publisher: 'Realtek' },
    ],
    ['HP Inc.', 'HP Sure Click', '4.4.1.283', { catalog_id: 'curated:hp-sure-click', category: 'security' }],
    ['Qualys, Inc.', 'Qualys Cloud Security Agent', '5.1.0.29', { name: 'Qualys Cloud Agent' }],
    ['SentinelOne', 'Sentinel Agent', '23.2.3.358', { catalog_id: 'curated:sentinelone-agent' }],
    ['Zscaler Inc.', 'Zscaler', '4.2.0.198', { name: 'Zscaler Client Connector', category: 'security' }],
    [
      'BeyondTrust Corporation',
      'BeyondTrust Remote Support Jump Client [support.example.com-443]',
      '23.2.1',
      { catalog_id: 'curated:beyondtrust-remote-support-jump-client' },
    ],
    // Linux packages with CVEs of their own, named by their makers; and macOS applications without a publisher.
    [
      'Ubuntu Developers <ubuntu-devel-discuss@lists.ubuntu.com>',
      'openssh-server',
      '1:8.9p1-3ubuntu0.4',
      {
        catalog_id: 'curated:openssh',
        publisher: 'OpenBSD Project',
        cpe: 'cpe:2.3:a:openbsd:openssh:8.9:p1:*:*:*:*:*:*',
        purl: 'pkg:deb/ubuntu/openssh-server@1%3A8.9p1-3ubuntu0.4',
      },
    ],
    [
      'Red Hat, Inc.',
      'libcurl-minimal',
      '7.76.1-26.el9_3.2',
      { catalog_id: 'curated:curl', cpe: 'cpe:2.3:a:haxx:curl:7.76.1:*:*:*:*:*:*:*' },
    ],
    ['Ubuntu Developers', 'libc6', '2.35-0ubuntu3.4', { name: 'GNU C Library', publisher: 'GNU' }],
    // A distribution's kernel has the kernel's CPE but not kernel.org's lifecycle: the distribution supports it.
    [
      'Red Hat, Inc.',
      'kernel',
      '5.14.0-362.8.1.el9_3',
      {
        catalog_id: 'curated:linux-kernel',
        cpe: 'cpe:2.3:o:linux:linux_kernel:5.14.0:*:*:*:*:*:*:*',
        purl: 'pkg:rpm/redhat/kernel@5.14.0-362.8.1.el9_3',
        lifecycle_status: null,
      },
    ],
    ['Debian', 'liblzma5', '5.4.1-0.2', { catalog_id: 'curated:xz-utils', license: null }],
    [
      'Red Hat, Inc.',
      'java-17-openjdk-headless',
      '1:17.0.9.0.9-2.el9',
      { catalog_id: 'curated:openjdk', purl: 'pkg:rpm/redhat/java-17-openjdk-headless@1%3A17.0.9.0.9-2.el9' },
    ],
    [
      'Ubuntu Developers',
      'nvidia-driver-535',
      '535.129.03-0ubuntu0.22.04.1',
      {
        catalog_id: 'curated:nvidia-linux-graphics-driver',
        cpe: 'cpe:2.3:a:nvidia:gpu_display_driver:535.129.03:*:*:*:*:*:*:*',
      },
    ],
    [
      'Ubuntu Developers',
      'vim-tiny',
      '2:8.2.3995-1ubuntu2.13',
      { name: 'Vim', cpe: 'cpe:2.3:a:vim:vim:8.2.3995:*:*:*:*:*:*:*' },
    ],
    ['', 'Xcode.app', '15.0.1', { catalog_id: 'curated:xcode', publisher: 'Apple' }],
    ['', 'Keynote.app', '13.2', { catalog_id: 'curated:keynote', publisher: 'Apple' }],
    ['', 'iTerm.app', '3.4.22', { name: 'iTerm2', publisher: 'iTerm2' }],
    // The agents and helpers a managed Mac carries, and Python's IDLE, which carries the version of its Python.
    ['', 'Falcon.app', '7.05.17706.0', { catalog_id: 'curated:crowdstrike-falcon-sensor', publisher: 'CrowdStrike' }],
    ['', 'Self Service.app', '10.50.0', { catalog_id: 'curated:jamf-self-service', publisher: 'Jamf' }],
    ['', 'Microsoft AutoUpdate.app', '4.65.23110500', { catalog_id: 'curated:microsoft-autoupdate' }],
    ['', 'IDLE.app', '3.12.0', { catalog_id: 'curated:python', version: '3.12.0' }],
    [
      '',
      'Microsoft Word.app',
      '16.79.2',
      // NVD names Office for Mac's builds under office and 365_apps, never under word: no CPE rather than one no CVE names.
      { catalog_id: 'curated:microsoft-word', cpe: null },
    ],
    [
      'Microsoft Corporation',
      'Windows Software Development Kit - Windows 10.0.22621.2428',
      '10.1.22621.2428',
      { catalog_id: 'curated:windows-software-development-kit', name: 'Windows Software Development Kit' },
    ],
    // Installers that write their new owner's name: Broadcom for Symantec, HP for Poly.
    [
      'Broadcom',
      'Symantec Endpoint Protection',
      '14.3.9681.7000',
      { catalog_id: 'curated:symantec-endpoint-protection' },
    ],
    ['HP Inc.', 'Poly Lens', '1.3.2', { catalog_id: 'curated:poly-lens', publisher: 'Poly' }],
    [
      'Microsoft Corporation',
      'Microsoft Office Professional Plus 2016',
      '16.0.4266.1001',
      { edition: 'Professional Plus', cpe: 'cpe:2.3:a:microsoft:office:2016:*:*:*:*:*:*:*' },
    ],
    [
      'Microsoft Corporation',
      'Skype for Business Basic 2016 - en-us',
      '16.0.4266.1001',
      { name: 'Skype for Business', cpe: 'cpe:2.3:a:microsoft:skype_for_business:2016:*:*:*:*:*:*:*' },
    ],
    ['Microsoft Corporation', 'Microsoft Azure AD Connect', '2.2.8.0', { name: 'Microsoft Entra Connect' }],
    // EnterpriseDB's installer revision "-1" is not part of PostgreSQL's release.
    [
      'PostgreSQL Global Development Group',
      'PostgreSQL 15 ',
      '15.5-1',
      { version: '15.5-1', cpe: 'cpe:2.3:a:postgresql:postgresql:15.5:*:*:*:*:*:*:*' },
    ],
    // OpenOffice's installer glues minor and patch: 4.115.9813 is 4.1.15.
    [
      'Apache Software Foundation',
      'OpenOffice 4.1.15',
      '4.115.9813',
      { name: 'Apache OpenOffice', version: '4.1.15', cpe: 'cpe:2.3:a:apache:openoffice:4.1.15:*:*:*:*:*:*:*' },
    ],
    // A channel build that lists the stable title as an alias does not take the stable product's rows.
    ['Vivaldi Technologies AS', 'Vivaldi', '6.4.3160.47', { name: 'Vivaldi' }],
    [
      'Brave Software Inc',
      'Brave',
      '119.1.60.125',
      { name: 'Brave', cpe: 'cpe:2.3:a:brave:brave:119.1.60.125:*:*:*:*:*:*:*' },
    ],
    // A Scoop project named "miro" by its repository no longer takes Miro's rows; RealTimeBoard is Miro's old name.
    ['RealTimeBoard, Inc.', 'Miro', '0.8.21', { publisher: 'Miro', name: 'Miro' }],
    ['SAP', 'SAP Crystal Reports 2020', '14.3.2.4121', { cpe: 'cpe:2.3:a:sap:crystal_reports:2020:*:*:*:*:*:*:*' }],
    ['NinjaRMM LLC', 'NinjaRMMAgent', '5.6.8651', { catalog_id: 'curated:ninjaone-agent', publisher: 'NinjaOne' }],
    // The Python Launcher's title has no version; its registry version is in Python's installer scheme.
    ['Python Software Foundation', 'Python Launcher', '3.12.150.0', { name: 'Python Launcher', version: '3.12.0' }],
    // RealVNC's new name for its server is the same product as winget's "VNC Server".
    [
      'RealVNC Ltd',
      'RealVNC Server',
      '7.7.0',
      { name: 'VNC Server', cpe: 'cpe:2.3:a:realvnc:vnc_server:7.7.0:*:*:*:*:*:*:*' },
    ],
    // Each ScreenConnect installation names its instance; each month's Azure PowerShell names its month.
    [
      'ScreenConnect Software',
      'ScreenConnect Client (a1b2c3d4e5f6a7b8)',
      '23.8.5.8707',
      { name: 'ScreenConnect Client', cpe: 'cpe:2.3:a:connectwise:screenconnect:23.8.5.8707:*:*:*:*:*:*:*' },
    ],
    [
      'Microsoft Corporation',
      'Microsoft Azure PowerShell - April 2023',
      '9.6.0.37296',
      { catalog_id: 'curated:azure-powershell', release: 'April 2023' },
    ],
    // NVD versions Autodesk's products by year; the registry's "26.0.0.0" is the build.
    [
      'Autodesk',
      'Autodesk 3ds Max 2024',
      '26.0.0.0',
      { name: '3ds Max', release: '2024', cpe: 'cpe:2.3:a:autodesk:3ds_max:2024:*:*:*:*:*:*:*' },
    ],
    [
      'Autodesk',
      'Autodesk Inventor Professional 2023',
      '27.1.0.0',
      { name: 'Inventor', edition: 'Professional', cpe: 'cpe:2.3:a:autodesk:inventor:2023:*:*:*:*:*:*:*' },
    ],
    ['Autodesk', 'Autodesk AutoCAD Civil 3D 2020 - English', '13.2.142.0', { catalog_id: 'curated:civil-3d' }],
    ['Autodesk', 'AutoCAD LT 2023 - English', 'S.51.0.0', { cpe: 'cpe:2.3:a:autodesk:autocad_lt:2023:*:*:*:*:*:*:*' }],
    [
      'Corel Corporation',
      'CorelDRAW Graphics Suite 2021 (64-Bit)',
      '23.5.0.506',
      { name: 'CorelDRAW Graphics Suite', release: '2021', architecture: 'x64' },
    ],
    // Enterprise clients and agents whose lifecycle endoflife.date publishes.
    [
      'Oracle Corporation',
      'Oracle Database 19c Client (64-bit)',
      '19.0.0.0.0',
      { catalog_id: 'curated:oracle-database-client', name: 'Oracle Database Client', architecture: 'x64' },
    ],
    [
      'Progress Software Corporation',
      'Chef Infra Client v18.2.7',
      '18.2.7.1',
      { catalog_id: 'curated:chef-infra-client', publisher: 'Chef Software' },
    ],
    ['Chef Software, Inc.', 'Chef Client v16.18.0', '16.18.0.1', { catalog_id: 'curated:chef-infra-client' }],
    [
      'Adobe Systems Incorporated',
      'Adobe ColdFusion 2021',
      '2021.0.05.330109',
      { catalog_id: 'curated:adobe-coldfusion', cpe: 'cpe:2.3:a:adobe:coldfusion:2021:*:*:*:*:*:*:*' },
    ],
    ['Veeam Software Group GmbH', 'Veeam ONE Monitor Server', '12.1.0.3208', { catalog_id: 'curated:veeam-one' }],
    ['IBM', 'IBM Data Server Client - DB2COPY1', '11.5.8000.317', { catalog_id: 'curated:ibm-db2', name: 'IBM Db2' }],
    ['Commvault Systems, Inc.', 'Commvault ContentStore', '11.36.20', { catalog_id: 'curated:commvault' }],
    ['SaltStack', 'Salt Minion 3006.5', '3006.5', { catalog_id: 'curated:salt-minion', publisher: 'Salt Project' }],
    ['Grafana Labs', 'GrafanaOSS', '10.2.2', { catalog_id: 'curated:grafana', name: 'Grafana' }],
    ['Omnissa, LLC', 'Omnissa Horizon Agent', '8.14.0.24386542', { catalog_id: 'curated:vmware-horizon-agent' }],
    [
      'VMware, Inc.',
      'VMware Horizon 8 Connection Server',
      '8.10.0.21964631',
      { catalog_id: 'curated:vmware-horizon-connection-server' },
    ],
    ['Atlassian', 'Confluence Long Term Support', '8.5.4', { catalog_id: 'curated:confluence', name: 'Confluence' }],
    ['Atlassian', 'Jira Software Long Term Support', '9.12.2', { catalog_id: 'curated:jira-software' }],
  ])('places %s / %s as its own product', async (publisher, title, version, expected) => {
    const normalizer = await curatedNormalizer();
    expect(normalizer.normalize({ publisher, title, version })).toMatchObject({ status: 'normalized', ...expected });
  });

  it('keeps an update tool no curated product names out of the ignore rules, named from its title', async () => {
    // Not an update: the tool that installs them. Unknown to the curated catalog, it is named from its title; whether
    // it is reported or a guess for Matchfix is its measured confidence's call, but it is never ignored.
    const normalizer = await curatedNormalizer();
    const row = { publisher: 'Microsoft Corporation', title: 'Windows 10 Update Assistant', version: '1.4.19041.3630' };
    const output = normalizer.normalize(row);
    expect(output).toMatchObject({ matched_by: 'title_parse', name: 'Windows 10 Update Assistant' });
    expect(['normalized', 'matchfix']).toContain(output.status);
  });

  it('gives every row of row-examples.json the output it expects', async () => {
    const examples = parseRowExamples(readFileSync(path.join(contentDir, 'catalog/row-examples.json'), 'utf8'));
    const normalizer = await curatedNormalizer();
    const failures = examples.flatMap(({ row, expect: expected, why }) => {
      const output = normalizer.normalize(row) as unknown as Record<string, unknown>;
      const wrong = Object.entries(expected).filter(([field, value]) => output[field] !== value);
      return wrong.length === 0
        ? []
        : [
            `${row.title} (${why}): ${wrong.map(([field, value]) => `${field} ${JSON.stringify(output[field])}, expected ${JSON.stringify(value)}`).join('; ')}`,
          ];
    });
    expect(failures).toEqual([]);
    expect(examples.length).toBeGreaterThanOrEqual(10);
  });

  it('ignores every title of ignore-examples.json labelled "ignored" and none labelled "kept"', async () => {
    const examples = parseIgnoreExamples(readFileSync(path.join(contentDir, 'model/ignore-examples.json'), 'utf8'));
    const normalizer = await curatedNormalizer();
    const status = ({ publisher, title, version }: IgnoreExampleRow) =>
      normalizer.normalize({ publisher: publisher || 'Microsoft Corporation', title, version: version || '1.0' });
    const titles = (rows: IgnoreExampleRow[]) => rows.map((row) => row.title);
    expect(titles(examples.ignored.filter((row) => status(row).status !== 'ignored'))).toEqual([]);
    expect(titles(examples.kept.filter((row) => status(row).status === 'ignored'))).toEqual([]);
    expect(examples.ignored.length).toBeGreaterThanOrEqual(100);
  });
});
