export { InvalidInputError } from './invalid-input-error.ts';
export { DelimitedRecordParser, type Delimiter } from './input/delimited-record-parser.ts';
export {
  detectDelimiter,
  openInventoryInput,
  type InputFormat,
  type InputWarnings,
  type InventoryInput,
  type OpenInventoryOptions,
} from './input/open-inventory-input.ts';
export { formatCsvField } from './output/format-csv-field.ts';
export {
  csvHeader,
  CSV_HEADER,
  formatCsvRecord,
  formatCsvRow,
  formatJsonRow,
  outputColumnsFor,
  PUBLISHER_JOB_COLUMNS,
  toOutputRecord,
  type OutputField,
  type OutputFormat,
  type OutputValue,
} from './output/format-output-row.ts';
export { OutputFileWriter } from './output/output-file-writer.ts';
