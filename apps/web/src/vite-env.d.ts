/** Build-time settings Vite reads from VITE_* environment variables. */
interface ImportMetaEnv {
  /** The API's address; see config/env.ts. */
  readonly VITE_API_BASE_URL?: string;
}
