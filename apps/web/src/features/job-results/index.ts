// What other features may use of the job results (eslint.config.js: a feature imports another only through its index.ts).
export { lifecycleColor, rowStatusColor } from './result-labels.ts';
export { VulnerabilityDataNote } from './components/vulnerability-data-note.tsx';
