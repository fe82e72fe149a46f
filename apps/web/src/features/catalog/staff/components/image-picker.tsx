import { useId, useState } from 'react';
import { ImageUp, Search } from 'lucide-react';
import { FieldError } from '@/components/ui/labelled-control';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useBundledImages, useUploadImage } from '../api/images';

interface ImagePickerProps {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  /** Banners are wide; items and categories square. */
  wide?: boolean;
}

/** The current picture, an upload button, and the bundled pictures to search and pick from. */
export function ImagePicker({ label, value, onChange, error, wide }: ImagePickerProps) {
  const id = useId();
  const upload = useUploadImage();
  const [browsing, setBrowsing] = useState(false);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-gray-800">{label}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <div
          className={cn(
            'grid shrink-0 place-items-center overflow-hidden rounded-xl border bg-brand-50',
            wide ? 'aspect-[3/1] w-48' : 'size-20',
            error ? 'border-red-600' : 'border-gray-200',
          )}
        >
          {value ? (
            <img src={value} alt="Chosen picture" className="size-full object-contain p-1" />
          ) : (
            <span className="text-xs text-gray-500">None yet</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            className={cn(
              'inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-brand-600 bg-white px-3 text-sm font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-brand-100 hover:bg-brand-50',
              upload.isPending && 'cursor-wait opacity-60',
            )}
          >
            <ImageUp className="size-4" aria-hidden />
            {upload.isPending ? 'Uploading…' : 'Upload a picture'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={upload.isPending}
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) upload.mutate(file, { onSuccess: onChange });
              }}
            />
          </label>
          {!wide && (
            <button
              type="button"
              aria-expanded={browsing}
              onClick={() => setBrowsing((b) => !b)}
              className="h-10 rounded-lg px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100"
            >
              {browsing ? 'Hide bundled pictures' : 'Choose a bundled picture'}
            </button>
          )}
        </div>
      </div>
      <p className="mt-1 text-xs text-gray-600">JPEG, PNG or WebP up to 5 MB.</p>
      <FieldError id={`${id}-error`} error={error} />
      {browsing && <BundledPictures value={value} onPick={onChange} />}
    </fieldset>
  );
}

export function BundledPictures({
  value,
  onPick,
  initialTerm = '',
}: {
  value: string;
  onPick: (url: string) => void;
  /** What to search for first, e.g. the name of the picture chosen now. */
  initialTerm?: string;
}) {
  const [term, setTerm] = useState(initialTerm);
  const q = useDebouncedValue(term.trim().toLowerCase(), 250);
  const images = useBundledImages(q);
  return (
    <div className="mt-3 rounded-xl border border-gray-200 p-3">
      <label className="relative block">
        <span className="sr-only">Search bundled pictures</span>
        <Search
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500"
          aria-hidden
        />
        <input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Search pictures, e.g. mango"
          className="h-10 w-full rounded-lg border border-gray-300 pr-3 pl-9 text-sm outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
        />
      </label>
      <ul className="mt-3 grid max-h-56 grid-cols-6 gap-2 overflow-y-auto sm:grid-cols-8">
        {images.data?.map((image) => (
          <li key={image.name}>
            <button
              type="button"
              aria-label={image.name.replaceAll('-', ' ')}
              aria-pressed={image.url === value}
              onClick={() => onPick(image.url)}
              className={cn(
                'grid aspect-square w-full place-items-center rounded-lg border p-1 hover:bg-brand-50',
                image.url === value ? 'border-brand-600 ring-2 ring-brand-100' : 'border-gray-200',
              )}
            >
              <img src={image.url} alt="" loading="lazy" className="size-full" />
            </button>
          </li>
        ))}
      </ul>
      {images.data?.length === 0 && (
        <p className="py-4 text-center text-sm text-gray-600">No bundled picture by that name.</p>
      )}
    </div>
  );
}
