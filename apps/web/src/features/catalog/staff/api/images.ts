import { useMutation, useQuery } from '@tanstack/react-query';
import {
  IMAGE_MAX_BYTES,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  type opsCatalogEndpoints,
  type opsCatalogFileEndpoints,
} from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, callWithForm, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';
import { showError } from './items';
import { downloadFile } from '@/lib/download-file';

const bundledImagesCall = refTo<typeof opsCatalogEndpoints.bundledImages>(
  'GET',
  '/ops/images/bundled',
);
const exportItemsCall = refTo<typeof opsCatalogFileEndpoints.exportItems>(
  'GET',
  '/ops/items/export',
);
const uploadImageCall = refTo<typeof opsCatalogFileEndpoints.uploadImage>('POST', '/ops/images');

export const useBundledImages = (q: string) =>
  useQuery({
    queryKey: queryKeys.ops.bundledImages(q),
    queryFn: async ({ signal }) =>
      (await call(bundledImagesCall, { query: { q } }, { signal })).images,
    staleTime: Infinity,
  });

/** What is wrong with a file before it is sent (the server checks the same, by content). */
export function imageFileProblem(file: File): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

/** Uploads a picture; the server resizes it and answers where it now lives. */
export function useUploadImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const problem = imageFileProblem(file);
      if (problem) throw new ApiError(400, { message: problem, code: 'VALIDATION_ERROR' });
      const form = new FormData();
      form.append('file', file);
      return (await callWithForm(uploadImageCall, form)).url;
    },
    onError: showError,
  });
}

/** Downloads every item as CSV (a fetch, because the token travels in a header). */
export function useExportItems() {
  return useMutation({
    mutationFn: () =>
      downloadFile(`/api${exportItemsCall.path}`, {
        fallbackName: 'items.csv',
      }),
    onError: showError,
  });
}
