import { loadPasswordPolicy, passwordPolicyLoaded } from '@skillpath/contract';
import { useCallback, useState } from 'react';

/**
 * The password policy's dictionaries (about 2 MB), downloaded when a new-password field is first
 * focused, so pages without one never pay for them. The form renders again once they are in: its
 * schema then applies the strength rule, and the meter shows.
 */
export function usePasswordPolicy() {
  const [ready, setReady] = useState(passwordPolicyLoaded);
  const load = useCallback(() => {
    if (ready) return;
    // A failed download leaves the rule to the server; the next focus tries again.
    loadPasswordPolicy().then(
      () => setReady(true),
      () => undefined,
    );
  }, [ready]);
  return { ready, load };
}
