import { useState } from 'react';
import { Controller, useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  itemCreateSchema,
  type ItemCreate,
  type ItemCreateInput,
  type OpsCategory,
  type OpsItem,
} from '@grofresh/contracts';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useRetireItem, useSaveItem } from '../api/items';
import { CategoryCheckboxes } from './category-checkboxes';
import { FormActions } from './form-actions';
import { ImagePicker } from './image-picker';
import { RetireButton } from './retire-button';
import { TaxFields } from './tax-fields';
import { VariantsFields, zeroWhenEmpty } from './variants-fields';

interface ItemEditorProps {
  /** The item to change; none for a new one. */
  item: OpsItem | null;
  open: boolean;
  categories: OpsCategory[];
  onClose: () => void;
}

// A new item's price starts empty (left out): NaN would be written into the field as text.
const valuesOf = (item: OpsItem | null): DefaultValues<ItemCreateInput> =>
  item
    ? {
        name: item.name,
        description: item.description,
        image: item.image,
        price: item.price,
        discountPrice: item.discountPrice,
        isAvailable: item.availability,
        variants: item.variants,
        category: item.category,
        hsn: item.hsn,
        gstRate: item.gstRate,
      }
    : {
        name: '',
        description: '',
        image: '',
        discountPrice: 0,
        isAvailable: true,
        variants: [],
        category: [],
        hsn: null,
        gstRate: null,
      };

/** Creates or edits an item in a dialog, checked with the server's own rules first. */
export function ItemEditor({ item, open, categories, onClose }: ItemEditorProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={item ? `Edit ${item.name}` : 'New item'}
      description="Orders already placed keep the prices they were placed at."
      size="lg"
    >
      {open && (
        <ItemForm key={item?._id ?? 'new'} item={item} categories={categories} onDone={onClose} />
      )}
    </Modal>
  );
}

function ItemForm({
  item,
  categories,
  onDone,
}: {
  item: OpsItem | null;
  categories: OpsCategory[];
  onDone: () => void;
}) {
  const form = useForm<ItemCreateInput, unknown, ItemCreate>({
    resolver: zodResolver(itemCreateSchema),
    defaultValues: valuesOf(item),
  });
  const save = useSaveItem();
  const retire = useRetireItem();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { errors } = form.formState;
  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: 0 } as const;
  return (
    <form
      noValidate
      className="mt-4 space-y-4"
      onSubmit={form.handleSubmit((values) => {
        setRefusal(null);
        save.mutate(
          { id: item?._id, values },
          {
            onSuccess: onDone,
            onError: (e) => setRefusal(e instanceof ApiError ? e.message : SOMETHING_WENT_WRONG),
          },
        );
      })}
    >
      <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
      <div>
        <label htmlFor="item-description" className="text-sm font-semibold text-gray-800">
          Description <span className="font-normal text-gray-500">(optional)</span>
        </label>
        <textarea
          id="item-description"
          rows={3}
          aria-invalid={Boolean(errors.description)}
          className="mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          {...form.register('description')}
        />
        {errors.description && (
          <p className="mt-1 text-sm font-medium text-red-700">{errors.description.message}</p>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Price (₹)"
          {...money}
          error={errors.price?.message}
          {...form.register('price', { valueAsNumber: true })}
        />
        <TextField
          label="Discount price (₹)"
          note="0 for none"
          {...money}
          error={errors.discountPrice?.message}
          {...form.register('discountPrice', { setValueAs: zeroWhenEmpty })}
        />
      </div>
      <label className="flex min-h-10 items-center gap-2 text-sm font-semibold text-gray-800">
        <input
          type="checkbox"
          className="size-5 accent-brand-600"
          {...form.register('isAvailable')}
        />
        In stock: shoppers can add it to their cart
      </label>
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <CategoryCheckboxes
            categories={categories}
            value={field.value}
            onChange={field.onChange}
            error={errors.category?.message}
          />
        )}
      />
      <VariantsFields form={form} />
      <TaxFields form={form} />
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
        saveLabel="Save item"
        onCancel={onDone}
        extra={
          item && (
            <RetireButton
              name={item.name}
              busy={retire.isPending}
              onRetire={() => retire.mutate({ id: item._id, retire: true }, { onSuccess: onDone })}
            />
          )
        }
      />
    </form>
  );
}
