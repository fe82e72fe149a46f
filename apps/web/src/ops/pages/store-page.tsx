import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { useSaveStoreSettings, useStoreSettings } from '@/features/store/staff/api/store-settings';
import { StoreSettingsForm } from '@/features/store/staff/components/store-settings-form';
import { OpsPage } from '../components/ops-page';

/** The shop's settings (admins): what get-config tells every shopper. */
export function StorePage() {
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  return (
    <OpsPage title="Store">
      {settings.data ? (
        <StoreSettingsForm
          settings={settings.data}
          saving={save.isPending}
          onSave={(values) => save.mutate(values)}
        />
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
