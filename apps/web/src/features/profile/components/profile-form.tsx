import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  profileFormSchema,
  USER_EMAIL_MAX,
  USER_NAME_MAX,
  type ProfileFormFields,
  type ProfileFormInput,
  type UserProfile,
} from '@grofresh/contracts';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { useUpdateProfile } from '../api/profile';
import { errorMessage } from '../error-message';
import { PROFILE_MESSAGES } from '../messages';

/** The shopper's name and email, checked by the same rules as the server's. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const update = useUpdateProfile(profile._id);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormFields>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: profile.name ?? '', email: profile.email ?? '' },
  });
  const save = (fields: ProfileFormFields) =>
    update.mutate(fields, {
      onSuccess: () => toast.success(PROFILE_MESSAGES.saved),
      onError: (error) => toast.error(errorMessage(error)),
    });
  return (
    <form
      onSubmit={handleSubmit(save)}
      noValidate
      aria-label="Your details"
      className="mt-3 space-y-4"
    >
      <TextField
        label="Name"
        autoComplete="name"
        maxLength={USER_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="Email"
        note="optional"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={USER_EMAIL_MAX}
        error={errors.email?.message}
        {...register('email')}
      />
      <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
        {update.isPending && <Spinner className="size-4 border-2" />}
        Save profile
      </Button>
    </form>
  );
}
