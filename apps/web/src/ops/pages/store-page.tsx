import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { browserGeolocation, currentPosition } from '@/features/addresses/current-position';
import { useSaveStoreSettings, useStoreSettings } from '@/features/store/staff/api/store-settings';
import {
  blankStoreSettings,
  STORE_SET_UP,
} from '@/features/store/staff/components/store-first-run';
import { StoreSettingsForm } from '@/features/store/staff/components/store-settings-form';
import { OpsPage } from '../components/ops-page';

/**
 * The shop's settings (admins): what get-config tells every shopper. A new store has none yet
 * (null): the same form, blank, sets it up.
 */
export function StorePage() {
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  const firstRun = settings.data === null;
  return (
    <OpsPage title={firstRun ? STORE_SET_UP.title : 'Store'}>
      {settings.data !== undefined ? (
        <>
          {firstRun && <p className="mx-auto mb-5 max-w-3xl text-gray-700">{STORE_SET_UP.intro}</p>}
          <StoreSettingsForm
            // Saved at last: the form starts again from what was saved.
            key={firstRun ? 'first-run' : 'saved'}
            settings={settings.data ?? blankStoreSettings}
            firstRun={firstRun}
            saving={save.isPending}
            onSave={(values) => save.mutate(values)}
            // The shop's place is found the way a shopper pins an address.
            locateDevice={() => currentPosition(browserGeolocation())}
          />
        </>
      ) : settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : (
        <div aria-busy className="mx-auto max-w-3xl space-y-5">
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      )}
    </OpsPage>
  );
}
