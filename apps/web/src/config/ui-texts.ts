/**
 * Screen texts that the web app needs but @rnorm/contracts does not hold: labels the spec names without giving
 * the wording, and sentences for situations the spec leaves open. Texts the spec fixes come from the contracts'
 * message constants instead.
 */
export const uiTexts = {
  productName: 'rnorm',
  /** The spec's tagline (section 1). */
  tagline: 'Normalize and enrich your software inventory data!',

  comingSoonTitle: 'Coming soon',
  comingSoonSuffix: 'This feature arrives in a later release.',
  pageNotFoundTitle: 'Page not found',
  pageNotFoundText: 'The address you opened does not match any screen.',
  backToStart: 'Go to Submit Job',
  permissionDeniedTitle: 'Access denied',
  sessionCheckFailedTitle: 'The server could not be reached',
  sessionCheckFailedText: 'Your session could not be checked. Check your connection and try again.',
  retry: 'Try again',

  agreementPrefix: 'I agree to the',
  agreementJoin: 'and',
  termsOfUse: 'Terms of Use',
  privacyPolicy: 'Privacy Policy',
  signInTitle: 'Sign in',
  signInSubtitle: 'Sign in with the account your company administrator approved.',
  forgotPassword: 'Forgot Password',
  noAccountYet: 'New here?',
  registerLink: 'Register for access',

  registrationTitle: 'Start your user registration',
  registrationSubtitle:
    'Your company administrator approves the request. Ask them for your Company ID and use your work e-mail address.',
  alreadyRegistered: 'Already registered?',
  signInLink: 'Sign in',
  registerButton: 'REGISTER',
  countryLabel: 'Country',
  countrySearch: 'Search country',
  countryNothingFound: 'No country found',

  resetTitle: 'Reset your password',
  resetSubtitle: 'Enter your Customer ID, your e-mail address and a new password.',
  resetSubtitleWithToken: 'Your password must be changed. Enter your Customer ID, your e-mail address and a new one.',

  adminDescription: 'Approve or deny the registration and password reset requests of your company.',
  pendingRequestsLabel: 'Pending requests',
  passwordResetBadge: 'Password reset',
  noPendingRequests: 'No pending registration requests',
  noMatchingRequests: 'No requests match the filters',
  pendingRequestsLoadFailed: 'The pending requests could not be loaded',
  approve: 'Approve',
  deny: 'Deny',
  confirm: 'Confirm',
  cancel: 'Cancel',
  actionsColumn: 'Actions',
  filterPlaceholder: 'Filter',

  registerDomainTitle: 'Register Domain',
  registerDomainText:
    "Register your company's e-mail domains. Users whose e-mail address belongs to a registered domain can sign up for your company; everyone else is refused.",
  companyIdHelp: 'Users enter this ID when they register.',
  registeredDomains: 'Registered domains',
  noDomainsYet: 'No domain is registered yet.',
  companyDetailsLoadFailed: 'The company details could not be loaded',
  domainPlaceholder: 'example.com',
  save: 'Save',

  developerApiTitle: 'Developer API',
  developerApiDescription: 'Call the API from your own tools. Every endpoint is documented below.',
  apiDocsFrameTitle: 'API documentation',

  legalClose: 'CLOSE',
  legalLastUpdated: 'Last updated',

  close: 'Close',
  noValue: '—',
  submit: 'Submit',

  enrichTitle: 'Enrich',
  enrichDescription: 'View the status of all your jobs below',
  submitEnrichmentJob: 'Submit Enrichment Job',
  jobsTableLabel: 'Enrichment jobs',
  loadingJobs: 'Loading jobs',
  jobsLoadFailed: 'The jobs could not be loaded',
  noJobsYet: 'No jobs yet — submit your first inventory',
  noJobsYetText: 'Upload a software title or software publisher file, and its enrichment job shows up here.',
  noMatchingJobs: 'No jobs match the filters',
  selectColumn: 'Select',
  selectJob: (jobId: number) => `Select job ${jobId}`,
  jobIdLabel: 'Job ID',
  fileNameLabel: 'File Name',
  jobTypeLabel: 'Job Type',
  jobStatusLabel: 'Job Status',
  progressLabel: 'Progress',
  rowsLabel: 'Rows',
  jobProgressLabel: (jobId: number) => `Progress of job ${jobId}`,
  jobTypeTitle: 'Software Title',
  jobTypePublisher: 'Software Publisher',
  exportResults: 'Export Results',
  exportResultsFile: 'Results file',
  exportCycloneDx: 'CycloneDX SBOM',
  viewJobStats: 'View Job Stats',
  viewResults: 'View results',
  viewResultsOfJob: (jobId: number) => `View results of job ${jobId}`,
  jobStatsTitle: 'Job Stats',
  jobSubmittedAt: 'submitted',
  jobFailedTitle: 'The job failed',
  jobNotFoundTitle: 'Job not found',
  jobNotFoundText: 'None of your jobs has this ID. Open the job list to find the job you are looking for.',

  submitJobTitle: 'Submit Enrichment Job',
  submitJobDescription: 'Upload a software inventory file to normalize and enrich it.',
  titleTabHelp:
    'Upload a CSV or JSON file of installed software. A CSV needs a header row with the columns Publisher, Title and Version.',
  publisherTabHelp:
    'Upload a CSV or JSON file of software publishers. A CSV needs a header row with the column Publisher.',
  dropZoneLabel: 'Drop a CSV or JSON file here, or press Enter to choose one',
  dropZoneText: 'Drag and drop your file here',
  dropZoneActive: 'Drop the file to select it',
  dropZoneHint: 'CSV or JSON, up to 50 MB',
  browseFile: 'Browse File',
  fileInputLabel: 'Inventory file',
  selectedFile: 'Selected file',
  removeFile: 'Remove file',
  datapacksLabel: 'Datapacks',
  datapackLifecycle: 'Software Lifecycle',
  datapackOpenSource: 'Open Source',
  datapacksHelp: 'Software title jobs always include both datapacks.',
  downloadsLabel: 'Templates and sample data',
  csvTemplate: 'CSV Template',
  jsonTemplate: 'JSON Template',
  sampleDataset: 'Sample Dataset CSV',
  uploading: 'Uploading',
  creatingJob: 'Creating the job…',
  uploadProgressLabel: 'Upload progress',
  jobCreatedTitle: 'Job created',
  viewCreatedJob: (jobId: number) => `Follow job ${jobId} in the job list`,
  submitAnotherFile: 'Submit another file',

  jobResultsTitle: (jobId: number) => `Job ${jobId}`,
  jobSummaryLabel: 'Job summary',
  statusChartTitle: 'Rows per status',
  publishersChartTitle: 'Top 10 publishers',
  lifecycleChartTitle: 'Lifecycle status of the installs',
  chartNoData: 'No rows yet',
  chartLabelColumn: 'Value',
  chartCountColumn: 'Rows',
  summaryLoadFailed: 'The summary could not be loaded',
  resultsTableLabel: 'Result rows',
  loadingResults: 'Loading results',
  resultsLoadFailed: 'The results could not be loaded',
  noResultsYet: 'The job has no result rows yet.',
  noMatchingResults: 'No rows match the status and search',
  statusFilterLabel: 'Status',
  allStatuses: 'All statuses',
  searchLabel: 'Search',
  searchPlaceholder: 'Publisher or product name',
  resultsCount: (total: number) => `${total} ${total === 1 ? 'row' : 'rows'}`,

  matchfixTitle: 'Matchfix',
  matchfixDescription:
    'Entries that could not be normalized. Export them to review them, or fix them with your own rules.',
  exportMatchfix: 'Export Matchfix',
  matchfixTableLabel: 'Matchfix entries',
  loadingMatchfix: 'Loading matchfix entries',
  matchfixLoadFailed: 'The matchfix entries could not be loaded',
  noMatchfixEntries: 'No matchfix entries: every row of your jobs was normalized.',
  noMatchingMatchfix: 'No entries match the filters',

  csvViewerTitle: 'CSV Preview',
  csvViewerDescription: 'The sample dataset that the Submit Enrichment Job screen offers for download.',
  csvTableLabel: 'CSV preview',
  loadingCsv: 'Loading the CSV file',
  csvLoadFailed: 'The CSV file could not be loaded',
  csvEmpty: 'The CSV file is empty.',
  csvRowCount: (rows: number, columns: number) => `${rows} rows, ${columns} columns`,

  logout: 'Logout',
  openNavigation: 'Open navigation',
  mainNavigation: 'Main navigation',
} as const;

/**
 * Titles of the screens later releases fill in, and one sentence each on what the screen will do. Titles,
 * descriptions and breadcrumb labels quoted by spec section 2 are the spec's; the purpose sentences are ours.
 */
export const upcomingScreenTexts = {
  userRule: {
    title: 'User Rule',
    purpose: 'Your own normalization rules will be managed here.',
  },
  userMapping: {
    title: 'User Rule Mapping',
    description: "Create custom mappings to override the product's normalization logic",
    purpose: 'Your rule mappings will be listed here, ready to filter, edit and delete.',
  },
  userMappingCreate: {
    title: 'Create User Rule Mapping',
    purpose: 'Map a raw publisher, name and version to the normalized values of your choice here.',
  },
  userMappingEdit: {
    title: 'Edit User Rule Mapping',
    purpose: 'The raw data of a rule mapping and its editable normalized values will be shown here.',
  },
  userCatalog: {
    title: 'User Catalog',
    purpose: 'Your custom catalog entries will be listed here, ready to filter, edit and delete.',
  },
  userCatalogEdit: {
    title: 'Edit User Catalog Entry',
    purpose: 'The fields of a custom catalog entry will be editable here.',
  },
  userDataMapping: {
    title: 'User Data Mapping',
    purpose:
      'Replace an enriched field value with your own wording here, for example a publisher name with its abbreviation.',
  },
  userDataMappingCreate: {
    title: 'Create User Data Mapping',
    purpose: 'Choose a field and a normalized value, and give it your customized value here.',
  },
  userDataMappingEdit: {
    title: 'Edit User Data Mapping',
    purpose: 'The customized value of a data mapping will be editable here.',
  },
  settings: {
    title: 'Settings',
    purpose: 'The product configuration will be shown here.',
  },
  fuzzyMatch: {
    title: 'Fuzzy Match',
    purpose: 'Suggested matches for raw entries without an exact match will be listed here, ready to confirm.',
  },
  update: {
    title: 'Updates',
    purpose: 'Content, model and software updates will be listed here.',
  },
  updateNew: {
    title: 'Packages Available',
    purpose: 'The installed packages, their versions and the updates available for them will be listed here.',
  },
  setup: {
    title: 'Setup',
    purpose:
      'The first-run wizard will configure the API endpoint, the licence, the databases, the cache and the administrator password here.',
  },
} as const;
