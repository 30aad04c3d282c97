/**
 * Every route of the app (spec section 2). Components link through this registry, never through string literals,
 * so a moved screen changes in one place.
 */
export const paths = {
  signIn: '/sign-in',
  setup: '/setup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  registration: '/trial',
  termsOfUse: '/terms-of-use',
  privacyPolicy: '/privacy-policy',
  /** The public data the catalog comes from, and the notices its licences require. */
  dataSources: '/data-sources',

  home: '/',
  developerApi: '/developer-api',
  admin: '/admin',
  enrich: '/enrich',
  /** The job list pointing out one job, as the Submit screen links to the job it created. */
  enrichWithJob: (jobId: number) => `/enrich?job_id=${jobId}`,
  enrichCreate: '/enrich/create',
  /** One job's results: charts and the paged result rows. */
  jobResults: { pattern: '/enrich/:jobId', href: (jobId: number) => `/enrich/${jobId}` },
  normalize: '/normalize',
  userRule: '/user-rule',
  userMapping: '/user-mapping',
  userMappingCreate: '/user-mapping/create',
  /**
   * The Create form with a raw row filled in: "Create rule from this row" on Matchfix and the results page; with
   * `anyVersion` (Matchfix by product) the form starts on a rule for every version of the row's title.
   */
  userMappingCreateFrom: (
    raw: { publisher: string; name: string; version: string },
    { anyVersion = false }: { anyVersion?: boolean } = {},
  ) =>
    `/user-mapping/create?${new URLSearchParams({ ...raw, ...(anyVersion ? { any_version: '1' } : {}) }).toString()}`,
  userMappingEdit: { pattern: '/user-mapping/:id', href: (id: string) => `/user-mapping/${encodeURIComponent(id)}` },
  matchfix: '/matchfix',
  userCatalog: '/user-catalog',
  userCatalogNew: '/user-catalog/new',
  userCatalogEdit: { pattern: '/user-catalog/:id', href: (id: string) => `/user-catalog/${encodeURIComponent(id)}` },
  userDataMapping: '/user-data-mapping',
  userDataMappingCreate: '/user-data-mapping/create',
  userDataMappingEdit: {
    pattern: '/user-data-mapping/:id',
    href: (id: string) => `/user-data-mapping/${encodeURIComponent(id)}`,
  },
  settings: '/settings',
  viewCsv: '/view-csv',
  fuzzyMatch: '/fuzzy-match',
  update: '/update',
  updateNew: '/update-new',
  registerDomain: '/register',
  /** Charts of the company's jobs over time (beyond the spec). */
  insights: '/insights',
} as const;
