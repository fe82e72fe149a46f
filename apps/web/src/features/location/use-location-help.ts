import { useEffect } from 'react';
import { firstPromptThisVisit } from './check-location';
import { useLocationStore } from './location-store';

/**
 * Opens the help a refused automatic check owes the shopper (`helpDue`) once they are on a
 * page that shows the catalog (`onCatalog`), where it explains why dairy is missing; over the
 * cart, checkout or the account it would only be in the way. Once a visit, as before.
 */
export function useLocationHelp(onCatalog: boolean): void {
  const due = useLocationStore((s) => s.helpDue);
  useEffect(() => {
    if (!due || !onCatalog) return;
    useLocationStore.setState({ helpDue: false });
    if (firstPromptThisVisit()) useLocationStore.setState({ modalOpen: true });
  }, [due, onCatalog]);
}
