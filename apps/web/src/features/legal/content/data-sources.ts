import type { LegalDocument } from '../legal-document.ts';

/**
 * The public data the catalog and its enrichment come from, with the notices their licences require (the sources'
 * PROVENANCE.md gives each one's commit and fields; the README lists them too).
 */
export const dataSources: LegalDocument = {
  title: 'Data Sources and Attributions',
  lastUpdated: 'November 28, 2026',
  sections: [
    {
      heading: 'Catalog',
      paragraphs: [
        'Products, publishers and the titles installers write come from microsoft/winget-pkgs (MIT, © Microsoft ' +
          'Corporation) and svrooij/winget-pkgs-index (MIT, © Stephan van Rooij), ScoopInstaller Main and Extras ' +
          '(Unlicense) and chocolatey-community/chocolatey-packages (Apache License 2.0). Licence ids come from the ' +
          'SPDX License List (CC0-1.0). The data was selected and converted; it is used under those licences.',
        'The names macOS applications have on a Mac come from Homebrew/homebrew-cask, and licences of command-line ' +
          'tools from Homebrew/homebrew-core (BSD 2-Clause License): "Copyright (c) 2013, Paul Hinze & ' +
          'Contributors" (homebrew-cask) and "Copyright (c) 2009-present, Homebrew contributors" (homebrew-core). ' +
          '"All rights reserved. Redistribution ' +
          'and use in source and binary forms, with or without modification, are permitted provided that the ' +
          'following conditions are met: 1. Redistributions of source code must retain the above copyright notice, ' +
          'this list of conditions and the following disclaimer. 2. Redistributions in binary form must reproduce ' +
          'the above copyright notice, this list of conditions and the following disclaimer in the documentation ' +
          'and/or other materials provided with the distribution. THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT ' +
          'HOLDERS AND CONTRIBUTORS "AS IS" AND ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, ' +
          'THE IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE DISCLAIMED. IN NO ' +
          'EVENT SHALL THE COPYRIGHT HOLDER OR CONTRIBUTORS BE LIABLE FOR ANY DIRECT, INDIRECT, INCIDENTAL, ' +
          'SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE ' +
          'GOODS OR SERVICES; LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON ANY ' +
          'THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT (INCLUDING NEGLIGENCE OR OTHERWISE) ' +
          'ARISING IN ANY WAY OUT OF THE USE OF THIS SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE." ' +
          'The casks and formulae were read as text; fields were selected and converted.',
        'The Apple Developer Team IDs that sign macOS applications come from Installomator (Apache License 2.0, © ' +
          '2020 Armin Briegel, Scripting OS X; https://www.apache.org/licenses/LICENSE-2.0); the labels were read ' +
          'as text and fields selected.',
        'The names Linux distributions give to catalog products’ packages come from the Debian archive index ' +
          '(bookworm, https://www.debian.org: package names, source packages and homepages, which are facts about the ' +
          'packages); Debian is a registered trademark of Software in the Public Interest, Inc.',
      ],
    },
    {
      heading: 'Lifecycles',
      paragraphs: [
        'Release cycles and end-of-support dates come from endoflife.date (MIT), and the releases of Chrome, Edge, ' +
          'Firefox and Safari from MDN browser-compat-data (CC0-1.0, MDN contributors).',
        'Microsoft products’ cycles come also from Microsoft’s lifecycle data: Product lifecycle data © Microsoft Corporation, from the MicrosoftDocs/lifecycle-data-pr.de-de, .fr-fr, .lt-lt, .sl-si and .zh-tw repositories (https://github.com/MicrosoftDocs), licensed under the Creative Commons Attribution 4.0 International licence (https://creativecommons.org/licenses/by/4.0/). Changed: fields selected, one name chosen across the locales, converted from YAML to one JSON file. Microsoft and its product names are trademarks of Microsoft; the licence grants no trademark rights.',
      ],
    },
    {
      heading: 'Categories',
      paragraphs: [
        'Categories of popular Windows applications come from ChrisTitusTech/winutil: "Copyright (c) 2022 CT Tech ' +
          'Group LLC. Permission is hereby granted, free of charge, to any person obtaining a copy of this software ' +
          'and associated documentation files (the "Software"), to deal in the Software without restriction, ' +
          'including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, ' +
          'and/or sell copies of the Software, and to permit persons to whom the Software is furnished to do so, ' +
          'subject to the following conditions: The above copyright notice and this permission notice shall be ' +
          'included in all copies or substantial portions of the Software. THE SOFTWARE IS PROVIDED "AS IS", ' +
          'WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF ' +
          'MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR ' +
          'COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, ' +
          'TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS ' +
          'IN THE SOFTWARE."',
      ],
    },
    {
      heading: 'CPE and vulnerability data',
      paragraphs: [
        'This product uses data from the NVD API but is not endorsed or certified by the NVD.',
        'CPE vendor and product names come from the NVD CPE dictionary as collected by tiiuae/cpedict (Apache ' +
          'License 2.0, © 2023 Technology Innovation Institute; https://www.apache.org/licenses/LICENSE-2.0); the ' +
          'pairs are a modified extract (fields selected, format converted). Which of NVD’s names CVE records use ' +
          'is read from anchore/nvd-data-overrides and cisagov/vulnrichment (CC0-1.0), and so are the version ' +
          'ranges of the CVEs that affect a row; they cover part of the CVEs only, so "none known" is not "safe".',
        'Which CVEs are known exploited comes from CISA’s Known Exploited Vulnerabilities catalog: "The KEV ' +
          'database is distributed under the Creative Commons 0 1.0 License. You may use this data in any legal ' +
          'manner but note that information provided at any 3rd party links included in the KEV database are bound ' +
          'by the policies and licenses of those 3rd party websites. Use of the information does not authorize you ' +
          'to use the CISA Logo or DHS Seal, nor should such use be interpreted as an endorsement by CISA or DHS."',
        'CVE® is a registered trademark of The MITRE Corporation. CVE Terms of Use: "CVE Usage: MITRE hereby ' +
          'grants you a perpetual, worldwide, non-exclusive, no-charge, royalty-free, irrevocable copyright license ' +
          'to reproduce, prepare derivative works of, publicly display, publicly perform, sublicense, and distribute ' +
          'Common Vulnerabilities and Exposures (CVE®). Any copy you make for such purposes is authorized provided ' +
          'that you reproduce MITRE’s copyright designation and this license in any such copy." Copyright © The ' +
          'MITRE Corporation.',
      ],
    },
  ],
};
