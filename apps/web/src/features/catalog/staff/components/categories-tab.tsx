import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { categoryCreateSchema, type CategoryCreate, type OpsCategory } from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Modal } from '@/components/ui/modal';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useOpsCategories, useRetire, useSaveCategory } from '../api/taxonomy';
import { FormActions } from './form-actions';
import { ImagePicker } from './image-picker';
import { RetireButton } from './retire-button';

/** Categories with how many items each holds; retired ones at the end, to restore. */
export function CategoriesTab({
  editing,
  onEdit,
}: {
  editing: OpsCategory | 'new' | null;
  onEdit: (c: OpsCategory | 'new' | null) => void;
}) {
  const categories = useOpsCategories();
  const retire = useRetire('category');
  if (categories.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (categories.isError) return <LoadError onRetry={() => void categories.refetch()} />;
  const sorted = [...categories.data].sort((a, b) => Number(a.retired) - Number(b.retired));
  return (
    <>
      <ul
        aria-label="Categories"
        className="divide-y divide-gray-200 overflow-hidden rounded-2xl border border-gray-200 bg-white"
      >
        {sorted.map((category) => (
          <li
            key={category._id}
            className={cn(
              'flex flex-wrap items-center gap-3 px-4 py-3',
              category.retired && 'bg-gray-50',
            )}
          >
            <img
              src={category.image}
              alt=""
              width={48}
              height={48}
              className="size-12 rounded-lg bg-brand-50 object-contain p-1"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold">{category.name}</p>
              <p className="text-sm text-gray-600">
                {category.itemCount} {category.itemCount === 1 ? 'item' : 'items'}
                {category.retired && ' · retired'}
              </p>
            </div>
            {category.retired ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => retire.mutate({ id: category._id, retire: false })}
              >
                Restore<span className="sr-only"> {category.name}</span>
              </Button>
            ) : (
              <>
                <RetireButton
                  name={category.name}
                  busy={retire.isPending}
                  onRetire={() => retire.mutate({ id: category._id, retire: true })}
                />
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Edit ${category.name}`}
                  onClick={() => onEdit(category)}
                >
                  Edit
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      <Modal
        open={editing !== null}
        onOpenChange={(o) => !o && onEdit(null)}
        title={editing && editing !== 'new' ? `Edit ${editing.name}` : 'New category'}
      >
        {editing !== null && (
          <CategoryForm category={editing === 'new' ? null : editing} onDone={() => onEdit(null)} />
        )}
      </Modal>
    </>
  );
}

function CategoryForm({ category, onDone }: { category: OpsCategory | null; onDone: () => void }) {
  const form = useForm<CategoryCreate>({
    resolver: zodResolver(categoryCreateSchema),
    defaultValues: { name: category?.name ?? '', image: category?.image ?? '' },
  });
  const save = useSaveCategory();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors } = form.formState;
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(
          { id: category?._id, values },
          {
            onSuccess: onDone,
            onError: (e) => setRefusal(e instanceof ApiError ? e.message : SOMETHING_WENT_WRONG),
          },
        ),
      )}
    >
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImagePicker
            label="Picture"
            value={field.value}
            onChange={field.onChange}
            error={errors.image?.message}
          />
        )}
      />
      <FormActions
        refusal={refusal}
        saving={save.isPending}
        saveLabel="Save category"
        onCancel={onDone}
      />
    </form>
  );
}
