/** The stages a title row goes through, in order (see normalize-title-row.ts). */
export type StageName =
  | 'clean'
  | 'classify'
  | 'user rules'
  | 'publisher'
  | 'title'
  | 'version'
  | 'company catalog'
  | 'catalog match'
  | 'fields'
  | 'enrichment'
  | 'confidence'
  | 'data mappings';

/** What one stage decided for a row, in words a content author can act on. */
export interface StageTrace {
  stage: StageName;
  decision: string;
}
