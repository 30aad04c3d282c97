import type { HomepagePackage } from '../link-distribution-packages.ts';
import { parseCsv } from '../read-csv.ts';

/**
 * Reads categories/debian_bookworm_apps.csv (`package,version,source,section,tags,homepage`): each package with a
 * homepage, of the project its source package names (`cups-client` of `cups`), and that source under its own name too,
 * as distributions name packages after their source.
 */
export function debianHomepagePackages(text: string): HomepagePackage[] {
  return parseCsv(text).flatMap((row) => {
    const homepage = row.homepage?.trim();
    const name = row.package?.trim();
    if (!homepage || !name) return [];
    const project = row.source?.trim() || name;
    return project !== name
      ? [
          { name, homepage, project },
          { name: project, homepage, project },
        ]
      : [{ name, homepage, project }];
  });
}

const MIN_FORMULA_NAME = 3;

/**
 * Reads macos/homebrew_formulae.csv's names and homepages: a formula is named as its project. Names shorter than three
 * letters are left out: distributions give them to other projects (Homebrew's `jd`, a JSON diff tool, is a 2channel
 * browser in Fedora).
 */
export function homebrewHomepagePackages(text: string): HomepagePackage[] {
  return parseCsv(text).flatMap((row) => {
    const name = row.name?.trim();
    const homepage = row.homepage?.trim();
    return name && name.length >= MIN_FORMULA_NAME && homepage ? [{ name, homepage, project: name }] : [];
  });
}
