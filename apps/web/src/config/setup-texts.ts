/**
 * Texts of the first-run setup wizard (spec section 2, Setup wizard) that @rnorm/contracts does not hold: the field
 * labels and headings the spec names, and the sentences it leaves to us. Validation and toast texts come from the
 * contracts' messages.
 */
export const setupTexts = {
  title: 'Setup',
  subtitle: 'Configure this rnorm installation. Setup runs once; afterwards the administrator signs in.',
  checkingStatus: 'Checking the installation',
  statusTitle: 'Setting up rnorm',
  statusDescription: 'The installation is being initialized. This page moves on to sign-in when it is done.',
  statusMessagesLabel: 'Initialization progress',

  stepsLabel: 'Setup steps',
  stepLabels: ['Welcome', 'License', 'Catalog DB', 'Metrics DB', 'Cache', 'Admin'],

  welcomeHeading: 'Welcome to rnorm',
  welcomeText:
    'This wizard configures your rnorm installation: the API endpoint, your licence, the PostgreSQL databases, the Redis cache and the password of the administrator account. Have the connection details ready.',
  apiEndpoint: 'API Endpoint',
  apiEndpointHelp: 'The address the browser uses to reach the rnorm API, for example https://rnorm.example.com.',

  licenseHeading: 'Enter your licence',
  licenseKey: 'API License Key',
  licenseKeyHelp: 'Paste the licence key your vendor sent you.',
  updateServer: 'Update Server',
  updateServerHelp: 'The address of the update server that checks the licence and provides updates.',
  updateServerUnreachable: 'The update server could not be reached. Check the address.',

  catalogDbHeading: 'Enter PostgreSQL DB Information',
  metricsDbHeading: 'Enter Metrics DB Information',
  dbHost: 'DB Host',
  dbPort: 'DB Port',
  dbUsername: 'DB Username',
  dbPassword: 'DB Password',
  database: 'DataBase',

  cacheHeading: 'Enter Redis Cache Information',
  redisHost: 'Redis Host',
  redisPort: 'Redis Port',
  redisUsername: 'Redis Username',
  /** The user Redis applies a password to when no user is named. */
  redisDefaultUsername: 'default',
  redisPassword: 'Redis Password',
  redisPasswordHelp: 'Optional: leave empty when the cache has no password.',

  adminHeading: 'Enter admin password',
  adminText: 'Set the password of the administrator account. You sign in with it once setup has finished.',
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm Password',

  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  checkingEndpoint: 'Checking the API endpoint',
  checkingLicense: 'Checking the licence key',
  submitting: 'Starting the setup',

  eulaAccept: 'Accept',
  eulaDecline: 'Decline',
  eulaTextLabel: 'Licence text',
  declineTitle: 'Setup aborted',
  declineText:
    'Setup is aborted because rnorm cannot be used without agreeing to the End User License Agreement. Choose OK to start over, or Cancel to read the agreement again.',
  ok: 'OK',
  cancel: 'Cancel',
} as const;
