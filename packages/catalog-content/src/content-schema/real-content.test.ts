import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chooseVersion, compileWords, enrichProduct, findCycle, type CatalogProduct } from '@rnorm/engine';
import { describe, expect, it } from 'vitest';
import { parseAuthoredContent } from '../authored-content.ts';
import { AUTHORED_CATALOG_FILES, AUTHORED_MODEL_FILES, type AuthoredFile } from '../input-files.ts';
import { parseIgnoreExamples } from './ignore-examples-file.ts';

const contentDir = path.resolve(import.meta.dirname, '../../../../content');
const read = (file: string) => readFileSync(path.join(contentDir, file), 'utf8');
// The content's word lists, compiled as an index compiles them.
const dictionary = (file: string) => {
  const { $schema: _schema, ...spellings } = JSON.parse(read(file));
  return spellings;
};
const words = compileWords(JSON.parse(read('model/words.json')), {
  channels: dictionary('model/channels.json'),
  architectures: dictionary('model/architectures.json'),
});

describe("the repository's content/", () => {
  it('passes every schema and every check across files, publishers from publishers.json alone', () => {
    const files = new Map<AuthoredFile, string>(
      [...AUTHORED_MODEL_FILES, ...AUTHORED_CATALOG_FILES].map((file) => [file, read(file)]),
    );
    const content = parseAuthoredContent(files);
    expect(content.products.length).toBeGreaterThan(300);
    expect(content.ignoreRules.length).toBeGreaterThan(10);
  });

  it('has valid ignore examples', () => {
    expect(parseIgnoreExamples(read('model/ignore-examples.json')).ignored.length).toBeGreaterThanOrEqual(100);
  });
});

describe('the product mechanisms content/catalog/products.json writes', () => {
  const products: CatalogProduct[] = JSON.parse(read('catalog/products.json')).products;
  const product = (id: string) => products.find((entry) => entry.id === id)!;

  it.each([
    ['3.12.150.0', '3.12.0'],
    ['3.13.2150.0', '3.13.2'],
    ['3.14.112.0', '3.14.0b2'],
    ['3.14.101', '3.14.0a1'],
    ['3.13.1121.0', '3.13.1rc1'],
    // Not Python's installer scheme: no encoded third component, a build after it, an unknown level.
    ['3.12.0', '3.12.0'],
    ['3.12.150.7', '3.12.150.7'],
    ['3.12.130.0', '3.12.130.0'],
    ['3.12.151.0', '3.12.151.0'],
  ])('reads the Python Launcher’s registry version %s as %s', (raw, version) => {
    expect(chooseVersion(raw, null, words, product('curated:python-launcher')).version).toBe(version);
  });

  it.each([
    ['8.0.3910.13', 'cpe:2.3:a:oracle:jre:1.8.0:update_391:*:*:*:*:*:*'],
    ['8.0.2020.8', 'cpe:2.3:a:oracle:jre:1.8.0:update_202:*:*:*:*:*:*'],
    ['7.0.800', 'cpe:2.3:a:oracle:jre:1.7.0:update_80:*:*:*:*:*:*'],
    ['6.0.450', 'cpe:2.3:a:oracle:jre:1.6.0:update_45:*:*:*:*:*:*'],
    ['8.0.00', 'cpe:2.3:a:oracle:jre:1.8.0:*:*:*:*:*:*:*'],
    // Java 9 and later are versioned as their releases; so is anything not in the registry's update scheme.
    ['8.0.0', 'cpe:2.3:a:oracle:jre:8.0.0:*:*:*:*:*:*:*'],
    ['17.0.9.0', 'cpe:2.3:a:oracle:jre:17.0.9.0:*:*:*:*:*:*:*'],
    ['8.0.391', 'cpe:2.3:a:oracle:jre:8.0.391:*:*:*:*:*:*:*'],
  ])('writes the CPE of Java %s as NVD does: %s', (version, cpe) => {
    const java = { ...product('curated:oracle-java-runtime-environment'), cpe: 'cpe:2.3:a:oracle:jre' };
    expect(enrichProduct(java, undefined, {}, { version, release: null }, '2026-11-21').cpe).toBe(cpe);
  });

  it.each([
    ['10.0.1600.22', '10.0'],
    ['10.3.5500.0', '10.0'],
    ['10.50.1600.1', '10.5'],
    ['10.52.4000.0', '10.5'],
    ['11.0.2100.60', '11.0'],
    ['11.4.7001.0', '11.0'],
  ])('finds SQL Server Native Client %s in its SQL Server’s cycle %s', (version, cycle) => {
    // Microsoft's lifecycle data gives each SQL Server one cycle (microsoftLifecycle); a service pack raises the minor.
    const lifecycle = {
      id: 'microsoft-sql-server-native-client',
      title: 'Microsoft SQL Server Native Client',
      cycles: ['10.0', '10.5', '11.0'].map((name) => ({ cycle: name, eol: '2019-07-09' })),
    };
    expect(findCycle(lifecycle, version, null, product('curated:microsoft-sql-server-native-client'))?.cycle).toBe(
      cycle,
    );
  });
});
