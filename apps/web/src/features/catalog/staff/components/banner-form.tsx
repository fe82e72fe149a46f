import { useState } from 'react';
import { bannerCreateSchema, type OpsBanner } from '@grofresh/contracts';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { useSaveBanner } from '../api/taxonomy';
import { BannerDesign, bannerArtOf, drawnBannerUrl } from './banner-design';
import { FormActions } from './form-actions';
import { ImagePicker } from './image-picker';

type Mode = 'design' | 'upload';

/** A banner is drawn by the shop from a title and a picture, or uploaded as a picture. */
export function BannerForm({ banner, onDone }: { banner: OpsBanner | null; onDone: () => void }) {
  const uploaded = banner?.imageUrl.startsWith('/media/uploads/') ?? false;
  const [mode, setMode] = useState<Mode>(uploaded ? 'upload' : 'design');
  const [art, setArt] = useState(() => bannerArtOf(banner?.imageUrl));
  const [upload, setUpload] = useState(uploaded ? (banner?.imageUrl ?? '') : '');
  const [alt, setAlt] = useState(banner?.alt ?? '');
  const [position, setPosition] = useState(String(banner?.position ?? 0));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveBanner();
  const imageUrl = mode === 'design' ? drawnBannerUrl(art) : upload;
  const submit = () => {
    const problems: Record<string, string> = {};
    if (mode === 'design' && !art.title.trim()) problems.imageUrl = 'Give the banner a title';
    const parsed = bannerCreateSchema.safeParse({
      imageUrl,
      alt: alt || art.title,
      position: Number(position),
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !parsed.success) return;
    save.mutate(
      { id: banner?._id, values: parsed.data },
      {
        onSuccess: onDone,
        onError: (e) =>
          setErrors({ form: e instanceof ApiError ? e.message : SOMETHING_WENT_WRONG }),
      },
    );
  };
  return (
    <form noValidate className="mt-4 space-y-4" onSubmit={(e) => (e.preventDefault(), submit())}>
      <div
        role="group"
        aria-label="How to make the banner"
        className="flex w-fit rounded-lg bg-gray-100 p-1"
      >
        {(['design', 'upload'] as const).map((m) => (
          <button
            key={m}
            type="button"
            aria-pressed={mode === m}
            onClick={() => setMode(m)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-semibold',
              mode === m ? 'bg-white text-brand-800 shadow-sm' : 'text-gray-700',
            )}
          >
            {m === 'design' ? 'Draw one' : 'Upload a picture'}
          </button>
        ))}
      </div>
      {mode === 'design' ? (
        <>
          {art.title.trim() && (
            <img
              src={imageUrl}
              alt="Preview of the banner"
              className="aspect-[3/1] w-full rounded-xl"
            />
          )}
          <BannerDesign art={art} onChange={setArt} />
          {errors.imageUrl && <p className="text-sm font-medium text-red-700">{errors.imageUrl}</p>}
        </>
      ) : (
        <ImagePicker
          label="Banner picture (3:1, e.g. 1200 × 400)"
          wide
          value={upload}
          onChange={setUpload}
          error={errors.imageUrl}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <TextField
          label="Description for screen readers"
          note={mode === 'design' ? 'the title if empty' : undefined}
          value={alt}
          onChange={(e) => setAlt(e.target.value)}
          error={errors.alt}
        />
        <TextField
          label="Position"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={position}
          onChange={(e) => setPosition(e.target.value)}
          error={errors.position}
        />
      </div>
      <FormActions
        refusal={errors.form}
        saving={save.isPending}
        saveLabel="Save banner"
        onCancel={onDone}
      />
    </form>
  );
}
