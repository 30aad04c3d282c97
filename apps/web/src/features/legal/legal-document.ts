/** A policy page: its sections render in order, numbered. */
export interface LegalDocument {
  title: string;
  lastUpdated: string;
  sections: { heading: string; paragraphs: string[] }[];
}
