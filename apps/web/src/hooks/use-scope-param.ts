import type { JobListScope } from '@rnorm/contracts';
import { useSearchParams } from 'react-router';

/**
 * Whose jobs a screen shows: the user's, or for an administrator the company's (`?scope=company`, so the view can be
 * shared). A user who is not an administrator always has their own; the API would refuse the company's.
 */
export function useScopeParam(isAdmin: boolean): [JobListScope, (scope: JobListScope) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const scope: JobListScope = isAdmin && searchParams.get('scope') === 'company' ? 'company' : 'mine';
  const setScope = (next: JobListScope) =>
    setSearchParams(
      (params) => {
        if (next === 'company') params.set('scope', 'company');
        else params.delete('scope');
        return params;
      },
      { replace: true },
    );
  return [scope, setScope];
}
