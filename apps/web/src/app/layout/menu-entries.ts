import { paths } from '../../config/paths.ts';

export interface MenuLink {
  label: string;
  path: string;
}

/** A header entry: a drop-down of links, or one direct link. */
export type MenuSection = { label: string; items: MenuLink[] } | { label: string; path: string };

/** The header menu of spec section 2, in its order. */
export const headerMenu: MenuSection[] = [
  {
    label: 'Enrich',
    items: [
      { label: 'Submit Job', path: paths.enrichCreate },
      { label: 'View Jobs', path: paths.enrich },
      // Beyond the spec's menu: charts of the company's jobs over time.
      { label: 'Insights', path: paths.insights },
    ],
  },
  {
    label: 'Personalize',
    items: [
      { label: 'User Catalog', path: paths.userCatalog },
      { label: 'User Mapping', path: paths.userMapping },
      { label: 'User Data Mapping', path: paths.userDataMapping },
    ],
  },
  {
    label: 'Support',
    items: [
      { label: 'MatchFix', path: paths.matchfix },
      { label: 'Fuzzy Match', path: paths.fuzzyMatch },
      { label: 'Developer API', path: paths.developerApi },
    ],
  },
  { label: 'Settings', path: paths.settings },
  {
    label: 'Administration',
    items: [
      { label: 'Manage Users', path: paths.admin },
      { label: 'Register', path: paths.registerDomain },
    ],
  },
];
