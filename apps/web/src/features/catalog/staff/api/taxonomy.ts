import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { BannerCreate, CategoryCreate, opsCatalogEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { refreshCatalog, showError } from './items';

const bannersCall = refTo<typeof opsCatalogEndpoints.banners>('GET', '/ops/banners');
const categoriesCall = refTo<typeof opsCatalogEndpoints.categories>('GET', '/ops/categories');
const createBannerCall = refTo<typeof opsCatalogEndpoints.createBanner>('POST', '/ops/banners');
const createCategoryCall = refTo<typeof opsCatalogEndpoints.createCategory>(
  'POST',
  '/ops/categories',
);
const restoreBannerCall = refTo<typeof opsCatalogEndpoints.restoreBanner>(
  'POST',
  '/ops/banners/:id/restore',
);
const restoreCategoryCall = refTo<typeof opsCatalogEndpoints.restoreCategory>(
  'POST',
  '/ops/categories/:id/restore',
);
const retireBannerCall = refTo<typeof opsCatalogEndpoints.retireBanner>(
  'POST',
  '/ops/banners/:id/retire',
);
const retireCategoryCall = refTo<typeof opsCatalogEndpoints.retireCategory>(
  'POST',
  '/ops/categories/:id/retire',
);
const updateBannerCall = refTo<typeof opsCatalogEndpoints.updateBanner>('PUT', '/ops/banners/:id');
const updateCategoryCall = refTo<typeof opsCatalogEndpoints.updateCategory>(
  'PUT',
  '/ops/categories/:id',
);

export const useOpsCategories = () =>
  useQuery({
    queryKey: queryKeys.ops.catalogCategories,
    queryFn: async () => (await call(categoriesCall, {})).categories,
  });

export const useOpsBanners = () =>
  useQuery({
    queryKey: queryKeys.ops.catalogBanners,
    queryFn: async () => (await call(bannersCall, {})).banners,
  });

/** Creates a category, or changes one (`id` set); the form shows a refusal. */
export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: string; values: CategoryCreate }) =>
      id
        ? call(updateCategoryCall, { params: { id }, body: values })
        : call(createCategoryCall, { body: values }),
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
        ? call(updateBannerCall, { params: { id }, body: values })
        : call(createBannerCall, { body: values }),
    onSuccess: () => {
      toast.success('Saved');
      refreshCatalog(client);
    },
  });
}

const retirement = {
  category: (id: string, retire: boolean) =>
    retire
      ? call(retireCategoryCall, { params: { id } })
      : call(restoreCategoryCall, { params: { id } }),
  banner: (id: string, retire: boolean) =>
    retire
      ? call(retireBannerCall, { params: { id } })
      : call(restoreBannerCall, { params: { id } }),
};

/** Retires or restores a category or a banner. */
export function useRetire(kind: keyof typeof retirement) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, retire }: { id: string; retire: boolean }) => {
      await retirement[kind](id, retire);
      return retire;
    },
    onSuccess: (retired) => {
      toast.success(retired ? 'Taken out of the shop' : 'Back in the shop');
      refreshCatalog(client);
    },
    onError: showError,
  });
}
