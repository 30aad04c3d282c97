export { buildContentPack, type BuildContentPackOptions } from './build-content-pack.ts';
export {
  ensureContentPackFile,
  loadContentPack,
  resolveContentPaths,
  type ContentPaths,
  type LoadContentPackOptions,
} from './content-pack-store.ts';
export { toSpdx, type SpdxIds } from './to-spdx.ts';
export { compareVersions } from './compare-versions.ts';
export { stampFiles } from './input-files.ts';
export {
  ContentValidationError,
  formatProblem,
  formatProblems,
  type ContentProblem,
} from './content-schema/problems.ts';
export { checkModelContent } from './content-schema/model-content.ts';
export { parseIgnoreExamples, type IgnoreExampleRow } from './content-schema/ignore-examples-file.ts';
