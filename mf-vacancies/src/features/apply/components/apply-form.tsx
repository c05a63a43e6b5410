import { useState } from 'react';
import { useForm, type FieldPath, type UseFormRegister } from 'react-hook-form';
import { GENERIC_ERROR_MESSAGE, isApiError, type ApiError } from '@interim/shared/api-client';
import type { EmployeeCv } from '@interim/shared/contract';
import { Box, Button, CheckboxField, Field, FormAlert, Stack, Text, chakra } from '@interim/shared/ui';
import {
  applyFormResolver,
  EMPTY_APPLICATION_FIELDS,
  toCreateApplication,
  type ApplicationFieldsInput,
  type ApplyFormInput,
  type ApplyFormValues,
  type CvChoice,
} from '../apply-form-schema';
import { ApplicationFields } from './application-fields';
import { CvFileInput } from './cv-file-input';
import type { Application } from '@interim/shared/contract';
import { uploadCv, useSubmitApplication } from '@interim/shared/api';
import { ClientConsentFields } from '@interim/shared/forms';

/** Codes of a refused application that the page explains instead of the form. */
export const REFUSAL_CODES = ['ALREADY_APPLIED', 'VACANCY_CLOSED', 'VACANCY_NOT_FOUND'] as const;

/** Props of {@link ApplyForm}. */
export interface ApplyFormProps {
  vacancyId: number;
  vacancyTitle: string;
  /** The CV stored in the profile, if any. */
  storedCv: EmployeeCv | null;
  /** Values to start with (a kept application). */
  initialFields?: ApplicationFieldsInput | undefined;
  onApplied: (application: Application) => void;
  /** The API refused the application itself (duplicate, closed). */
  onRefused: (error: ApiError) => void;
}

const FIELD_NAMES = ['motivation', 'offeredHourlyRate', 'availableFrom', 'hoursPerWeek'] as const;

function formatBytes(size: number): string {
  return size >= 1024 * 1024 ? `${(size / 1024 / 1024).toFixed(1).replace('.', ',')} MB` : `${Math.max(1, Math.round(size / 1024))} kB`;
}

/**
 * The apply form: motivation, offered rate, available from, hours per week,
 * the CV (the stored one, a new upload with progress, or none) and a
 * confirmation. Validation comes from `applyFormResolver`; nothing typed
 * is lost on an error.
 */
export function ApplyForm({ vacancyId, vacancyTitle, storedCv, initialFields, onApplied, onRefused }: ApplyFormProps) {
  const submitApplication = useSubmitApplication();
  const [submitError, setSubmitError] = useState<string | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ApplyFormInput, unknown, ApplyFormValues>({
    resolver: applyFormResolver,
    defaultValues: {
      ...EMPTY_APPLICATION_FIELDS,
      ...initialFields,
      cvChoice: storedCv ? 'stored' : 'upload',
      cvFile: undefined,
      shareProfile: false,
      shareCv: false,
      confirm: false as unknown as true,
    },
  });
  const cvChoice = watch('cvChoice') as CvChoice;

  const onSubmit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    try {
      let uploadedCvId: number | undefined;
      if (values.cvChoice === 'upload' && values.cvFile?.[0]) {
        setProgress(0);
        const cv = await uploadCv(values.cvFile[0], setProgress);
        uploadedCvId = cv.id;
      }
      const application = await submitApplication(
        toCreateApplication(
          vacancyId,
          values,
          { choice: values.cvChoice, ...(uploadedCvId === undefined ? {} : { uploadedCvId }) },
          { profile: values.shareProfile, cv: values.shareCv },
        ),
        vacancyTitle,
      );
      onApplied(application);
    } catch (error) {
      setProgress(undefined);
      if (!isApiError(error)) {
        setSubmitError(GENERIC_ERROR_MESSAGE);
        return;
      }
      if ((REFUSAL_CODES as readonly string[]).includes(error.code)) {
        onRefused(error);
        return;
      }
      if (error.code === 'FILE_TOO_LARGE' || error.code === 'UNSUPPORTED_FILE_TYPE' || error.code === 'FILE_EMPTY') {
        setError('cvFile', { type: 'server', message: error.message }, { shouldFocus: true });
        setSubmitError('Controleer de gemarkeerde velden.');
        return;
      }
      const onFields = (error.fieldErrors ?? []).filter((f) => (FIELD_NAMES as readonly string[]).includes(f.path));
      for (const f of onFields) setError(f.path as FieldPath<ApplyFormInput>, { type: 'server', message: f.message }, { shouldFocus: true });
      setSubmitError(onFields.length ? 'Controleer de gemarkeerde velden.' : error.message);
    }
  });

  const cvError = errors.cvFile?.message as string | undefined;
  const cvFileName = (watch('cvFile') as FileList | undefined)?.[0]?.name;

  return (
    <chakra.form noValidate onSubmit={onSubmit} aria-label="Reageren op opdracht">
      <Stack gap="6">
        <ApplicationFields register={register as unknown as UseFormRegister<ApplicationFieldsInput>} errors={errors} />
        {/* minW 0: a fieldset is at least as wide as its content by default, which pushed the phone's page sideways (issue 32). */}
        <chakra.fieldset borderWidth="1px" borderRadius="l2" p="4" minW="0" overflowWrap="anywhere">
          <chakra.legend fontWeight="medium" px="1">
            Cv
          </chakra.legend>
          <Stack gap="2">
            {storedCv ? (
              <chakra.label display="flex" gap="2" alignItems="center" cursor="pointer">
                <chakra.input type="radio" value="stored" accentColor="brand.solid" boxSize="4" {...register('cvChoice')} />
                {`Gebruik mijn opgeslagen cv (${storedCv.fileName}, ${formatBytes(storedCv.size)})`}
              </chakra.label>
            ) : null}
            <chakra.label display="flex" gap="2" alignItems="center" cursor="pointer">
              <chakra.input type="radio" value="upload" accentColor="brand.solid" boxSize="4" {...register('cvChoice')} />
              {storedCv ? 'Upload een nieuw cv' : 'Upload je cv'}
            </chakra.label>
            <chakra.label display="flex" gap="2" alignItems="center" cursor="pointer">
              <chakra.input type="radio" value="none" accentColor="brand.solid" boxSize="4" {...register('cvChoice')} />
              Zonder cv reageren
            </chakra.label>
            {cvChoice === 'upload' ? (
              <Field.Root invalid={Boolean(cvError)} mt="2">
                <Field.Label htmlFor="apply-cv-file">Cv-bestand</Field.Label>
                <CvFileInput
                  id="apply-cv-file"
                  registration={register('cvFile')}
                  fileName={cvFileName}
                  invalid={Boolean(cvError)}
                  describedBy={cvError ? 'apply-cv-file-error apply-cv-file-help' : 'apply-cv-file-help'}
                />
                <Field.HelperText id="apply-cv-file-help">PDF of Word, maximaal 10 MB. Het wordt ook in je profiel bewaard.</Field.HelperText>
                {cvError ? <Field.ErrorText id="apply-cv-file-error">{cvError}</Field.ErrorText> : null}
              </Field.Root>
            ) : null}
            {progress !== undefined ? (
              <Box>
                <chakra.label htmlFor="apply-cv-progress" fontSize="sm">
                  Cv uploaden: {Math.round(progress * 100)}%
                </chakra.label>
                <chakra.progress id="apply-cv-progress" value={Math.round(progress * 100)} max={100} w="full" display="block" />
              </Box>
            ) : null}
          </Stack>
        </chakra.fieldset>
        <ClientConsentFields idPrefix="apply" profile={register('shareProfile')} cv={register('shareCv')} />
        <CheckboxField
          label="Ik bevestig dat mijn gegevens kloppen"
          isRequired
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        {/* The send's own error sits at the button and takes the focus: on a long form a message at the top is off-screen. */}
        <Stack gap="3">
          <FormAlert message={submitError} autoFocus />
          <Box>
            <Button type="submit" size="lg" loading={isSubmitting} loadingText="Bezig met versturen">
              Reactie versturen
            </Button>
          </Box>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          Na het versturen vind je je reactie en de status ervan bij Mijn reacties.
        </Text>
      </Stack>
    </chakra.form>
  );
}
