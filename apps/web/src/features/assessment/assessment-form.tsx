import { Alert, Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { assessmentMessages as m } from '@skillpath/contract';
import { IconFileText } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useAccountPrefill } from './account-prefill';
import { examApi } from './assessment-api';
import { assessmentRequestError } from './assessment-form-errors';
import {
  type AssessmentFormValues,
  assessmentFormData,
  assessmentFormSchema,
  RESUME_ACCEPT,
} from './assessment-form-schema';

/** Spec 001 §4/§9: the success message stays this long before the form resets and reports back. */
export const ASSESSMENT_SUCCESS_MS = 1500;

const emptyValues: AssessmentFormValues = { username: '', mobile: '', resume: null };

interface AssessmentFormProps {
  /** The domain the request is for (spec 001 §2: optional). */
  domainId?: number;
  /** After the success message has been shown. */
  onSubmitted: () => void;
  onCancel: () => void;
}

/**
 * Spec 001 §2/§4/§5 assessment form: username, phone, resume. Submitting, then the success message for
 * 1.5 s, then the form resets and `onSubmitted` runs; Cancel resets and runs `onCancel`.
 */
export function AssessmentForm({ domainId, onSubmitted, onCancel }: AssessmentFormProps) {
  const form = useForm<AssessmentFormValues>({
    mode: 'controlled',
    initialValues: emptyValues,
    validate: schemaResolver(assessmentFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const account = useAccountPrefill(form);
  const request = useMutation({ mutationFn: examApi.createRequest });
  const [succeeded, setSucceeded] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer must call the parent's latest handler, not the one of the render that started it.
  const submittedRef = useRef(onSubmitted);
  submittedRef.current = onSubmitted;
  // Closed while the message shows (close icon, route change): nothing may fire afterwards.
  useEffect(() => () => clearTimeout(successTimer.current), []);

  const finish = () => {
    form.reset();
    request.reset();
    setSucceeded(false);
    submittedRef.current();
  };

  const submit = form.onSubmit(
    (values) => {
      const parsed = assessmentFormSchema.parse(values);
      request.mutate(assessmentFormData(parsed, domainId), {
        onSuccess: () => {
          setSucceeded(true);
          successTimer.current = setTimeout(finish, ASSESSMENT_SUCCESS_MS);
        },
      });
    },
    // The button stays enabled so a person learns what is missing; take them to the first gap.
    (errors) => {
      const first = Object.keys(errors)[0];
      formRef.current?.querySelector<HTMLElement>(`[data-path="${first}"]`)?.focus();
    },
  );

  const cancel = () => {
    form.reset();
    request.reset();
    onCancel();
  };

  const busy = request.isPending || succeeded;
  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="sm">
        {succeeded && (
          <Alert color="green" variant="light" role="status">
            {m.requestSubmitted}
          </Alert>
        )}
        {request.isError && (
          <Alert color="red" variant="light" role="alert">
            {assessmentRequestError(request.error)}
          </Alert>
        )}
        <TextInput
          label="Username"
          autoComplete="name"
          withAsterisk
          data-autofocus
          disabled={busy}
          data-path="username"
          {...form.getInputProps('username')}
        />
        <TextInput
          label="Phone number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          description="10 digits, no spaces"
          withAsterisk
          disabled={busy}
          data-path="mobile"
          {...form.getInputProps('mobile')}
        />
        {account && (
          <TextInput
            label="Email"
            description="From your account; we reply to this address"
            value={account.email}
            readOnly
            variant="filled"
          />
        )}
        <FileInput
          label="Resume"
          description="PDF, DOC or DOCX, up to 10 MB"
          placeholder="Choose a file"
          accept={RESUME_ACCEPT}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove resume' }}
          leftSection={<IconFileText size={16} aria-hidden="true" />}
          withAsterisk
          disabled={busy}
          data-path="resume"
          fileInputProps={{ 'aria-label': 'Resume file' }}
          {...form.getInputProps('resume')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={cancel} disabled={succeeded}>
            Cancel
          </Button>
          <Button type="submit" loading={request.isPending} disabled={succeeded}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
