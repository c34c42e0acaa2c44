import { useEffect, useRef, useState } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import {
  LEADERBOARD_NAME_MAX,
  LeaderboardNameSchema,
  type UserDetails,
} from '@pariksha/contracts/accounts';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useUpdateUserDetails } from '../api/update-user-details';
import { applyApiError } from '../lib/form-errors';

type Values = { appear: boolean; leaderboardName: string };

/**
 * Whether the learner appears on the weekly leaderboards, and under which name (decision 027).
 * Someone who does not appear still sees their own place.
 */
export function LeaderboardNameForm({
  token,
  details,
  onSaved,
}: {
  token: string;
  details: UserDetails;
  onSaved: (details: UserDetails) => void;
}) {
  const { t } = useTranslation('accounts');
  const { register, handleSubmit, setError, control, formState } = useForm<Values>({
    defaultValues: {
      appear: details.leaderboardName !== null,
      leaderboardName: details.leaderboardName ?? '',
    },
  });
  const appear = useWatch({ control, name: 'appear' });
  const save = useUpdateUserDetails(token);
  const [alert, setAlert] = useState<string | null>(null);
  // The leaderboard links here (/profile#leaderboard): the section is brought into view.
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (hash === '#leaderboard') section.current?.scrollIntoView();
  }, [hash]);

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    let leaderboardName: string | null = null;
    if (values.appear) {
      const parsed = LeaderboardNameSchema.safeParse(values.leaderboardName);
      if (!parsed.success) {
        setError('leaderboardName', { message: parsed.error.issues[0]?.message });
        return;
      }
      leaderboardName = parsed.data;
    }
    try {
      onSaved(await save.mutateAsync({ leaderboardName }));
    } catch (err) {
      setAlert(applyApiError(err, setError, ['leaderboardName']));
    }
  });

  return (
    <section
      ref={section}
      id="leaderboard"
      aria-labelledby="leaderboard-name-title"
      className="mt-4 pt-3 border-top"
    >
      <h2 id="leaderboard-name-title" className="h5">
        {t('leaderboardName.title')}
      </h2>
      <p className="small text-body-secondary">{t('leaderboardName.lead')}</p>
      <Form noValidate onSubmit={onSubmit} aria-labelledby="leaderboard-name-title">
        {alert && <Alert variant="danger">{alert}</Alert>}
        <Form.Check
          type="switch"
          id="leaderboard-appear"
          className="mb-3"
          label={t('leaderboardName.appear')}
          {...register('appear')}
        />
        {appear && (
          <TextField
            label={t('leaderboardName.name')}
            hint={t('leaderboardName.hint', { max: LEADERBOARD_NAME_MAX })}
            maxLength={LEADERBOARD_NAME_MAX}
            autoComplete="nickname"
            registration={register('leaderboardName')}
            error={formState.errors.leaderboardName?.message}
          />
        )}
        <SubmitButton busy={save.isPending}>{t('leaderboardName.save')}</SubmitButton>
      </Form>
    </section>
  );
}
