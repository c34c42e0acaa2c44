import { useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  NAME_MAX_LENGTH,
  ProfileFormSchema,
  type ProfileForm as Values,
  type ProfileFormInput,
  type UserDetails,
} from '@pariksha/contracts/accounts';
import type { Category } from '@pariksha/contracts/catalogue';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useLanguage } from '@/lib/language';
import { useUpdateUserDetails } from '../api/update-user-details';
import { applyApiError } from '../lib/form-errors';

const toId = (v: unknown) => (v === '' || v === undefined || v === null ? undefined : Number(v));
const fields = ['name', 'phone', 'targetCategoryId', 'targetLevelId'] as const;
type Named = { id: number; name: string; nameMl: string | null };

/** Name, mobile number, and the exam category and level the learner prepares for. */
export function ProfileForm({
  token,
  details,
  categories,
  submitLabel,
  onSaved,
}: {
  token: string;
  details: UserDetails;
  categories: Category[];
  submitLabel: string;
  onSaved: (details: UserDetails) => void;
}) {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  // Categories and levels by their Malayalam names in the Malayalam interface, where they have one.
  const named = (list: Named[]) =>
    list.map((n) => ({ id: n.id, name: (language === 'ml' && n.nameMl) || n.name }));
  const { register, handleSubmit, setError, setValue, control, formState } = useForm<
    ProfileFormInput,
    unknown,
    Values
  >({
    resolver: zodResolver(ProfileFormSchema),
    defaultValues: {
      name: details.name,
      phone: details.phone?.replace(/^\+91/, '') ?? '',
      targetCategoryId: details.targetCategoryId ?? undefined,
      targetLevelId: details.targetLevelId ?? undefined,
    },
  });
  const save = useUpdateUserDetails(token);
  const [alert, setAlert] = useState<string | null>(null);
  const categoryId = useWatch({ control, name: 'targetCategoryId' });
  const levels = categories.find((c) => c.id === categoryId)?.levels ?? [];
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    try {
      onSaved(await save.mutateAsync(values));
    } catch (err) {
      setAlert(applyApiError(err, setError, fields));
    }
  });

  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t('profile.form')}>
      {alert && <Alert variant="danger">{alert}</Alert>}
      <TextField
        label={t('fields.name')}
        autoComplete="name"
        maxLength={NAME_MAX_LENGTH}
        registration={register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={t('profile.mobile')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        placeholder={t('profile.mobilePlaceholder')}
        hint={t('profile.mobileHint')}
        registration={register('phone')}
        error={errors.phone?.message}
      />
      <SelectField
        label={t('profile.category')}
        placeholder={t('profile.chooseCategory')}
        options={named(categories)}
        registration={register('targetCategoryId', {
          setValueAs: toId,
          // A new category clears the level: levels differ between categories.
          onChange: () => setValue('targetLevelId', undefined as unknown as number),
        })}
        error={errors.targetCategoryId?.message}
      />
      <SelectField
        label={t('profile.level')}
        placeholder={categoryId ? t('profile.chooseLevel') : t('profile.categoryFirst')}
        options={named(levels)}
        disabled={!categoryId}
        registration={register('targetLevelId', { setValueAs: toId })}
        error={errors.targetLevelId?.message}
      />
      <SubmitButton busy={save.isPending}>{submitLabel}</SubmitButton>
    </Form>
  );
}
