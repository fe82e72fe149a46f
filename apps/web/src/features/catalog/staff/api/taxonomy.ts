import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { opsCatalogEndpoints, type BannerCreate, type CategoryCreate } from '@grofresh/contracts';
import { call } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { refreshCatalog, showError } from './items';

export const useOpsCategories = () =>
  useQuery({
    queryKey: queryKeys.ops.catalogCategories,
    queryFn: async () => (await call(opsCatalogEndpoints.categories, {})).categories,
  });

export const useOpsBanners = () =>
  useQuery({
    queryKey: queryKeys.ops.catalogBanners,
    queryFn: async () => (await call(opsCatalogEndpoints.banners, {})).banners,
  });

/** Creates a category, or changes one (`id` set); the form shows a refusal. */
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CategoryCreate }) =>
      id
        ? call(opsCatalogEndpoints.updateCategory, { params: { id }, body: values })
        : call(opsCatalogEndpoints.createCategory, { body: values }),
    onSuccess: () => {
      toast.success('Saved');
      refreshCatalog(client);
    },
  });
}

export function useSaveBanner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: BannerCreate }) =>
      id
        ? call(opsCatalogEndpoints.updateBanner, { params: { id }, body: values })
        : call(opsCatalogEndpoints.createBanner, { body: values }),
    onSuccess: () => {
      toast.success('Saved');
      refreshCatalog(client);
    },
  });
}

const retirement = {
  category: [opsCatalogEndpoints.retireCategory, opsCatalogEndpoints.restoreCategory],
  banner: [opsCatalogEndpoints.retireBanner, opsCatalogEndpoints.restoreBanner],
} as const;

/** Retires or restores a category or a banner. */
export function useRetire(kind: keyof typeof retirement) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, retire }: { id: string; retire: boolean }) => {
      const [retireCall, restoreCall] = retirement[kind];
      await call(retire ? retireCall : restoreCall, { params: { id } });
      return retire;
    },
    onSuccess: (retired) => {
      toast.success(retired ? 'Taken out of the shop' : 'Back in the shop');
      refreshCatalog(client);
    },
    onError: showError,
  });
}
