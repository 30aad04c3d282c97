// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { LegalDocument } from '../legal-document.ts';
import { LegalPage } from './legal-page.tsx';

const document: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: 'May 13, 2025',
  sections: [
    { heading: 'Acceptance of Terms', paragraphs: ['By using the product you agree.'] },
    { heading: 'Description of Service', paragraphs: ['It normalizes.', 'It enriches.'] },
  ],
};

describe(LegalPage.name, () => {
  afterEach(cleanup);

  it('shows the title, the date and numbered sections', () => {
    renderWithProviders(<LegalPage document={document} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText('Last updated May 13, 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. Acceptance of Terms' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2. Description of Service' })).toBeTruthy();
    expect(screen.getByText('It enriches.')).toBeTruthy();
  });

  it('has one CLOSE button', () => {
    renderWithProviders(<LegalPage document={document} />);
    expect(screen.getAllByRole('button', { name: 'CLOSE' })).toHaveLength(1);
  });
});
