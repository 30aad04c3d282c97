// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { dataSources } from '../content/data-sources.ts';
import { LegalPage } from './legal-page.tsx';

describe('the data sources page', () => {
  afterEach(cleanup);

  it('gives the notices the sources’ licences require', () => {
    renderWithProviders(<LegalPage document={dataSources} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Data Sources and Attributions' })).toBeTruthy();
    expect(
      screen.getByText('This product uses data from the NVD API but is not endorsed or certified by the NVD.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /^Categories of popular Windows applications come from ChrisTitusTech\/winutil: "Copyright \(c\) 2022 CT Tech Group LLC\./,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(/^CVE® is a registered trademark of The MITRE Corporation\. CVE Terms of Use: "CVE Usage:/),
    ).toBeTruthy();
    expect(
      screen.getByText(/^Which CVEs are known exploited comes from CISA’s Known Exploited Vulnerabilities/),
    ).toBeTruthy();
    expect(
      screen.getByText(
        /Homebrew\/homebrew-core \(BSD 2-Clause License\): "Copyright \(c\) 2013, Paul Hinze & Contributors" \(homebrew-cask\) and "Copyright \(c\) 2009-present, Homebrew contributors"/,
      ),
    ).toBeTruthy();
  });
});
